/**
 * Stake limits of the in-house games, in minor units. The minimum matches the catalog's min bet of
 * the BGS games (100.00); the web shows these and the server enforces them.
 */
export const INHOUSE_GAMES = ['slot', 'dice', 'mines', 'limbo', 'plinko', 'roulette', 'baccarat'] as const;
export type InhouseGame = (typeof INHOUSE_GAMES)[number];

export const INHOUSE_STAKE_LIMITS: Readonly<Record<InhouseGame, { min: bigint; max: bigint }>> = {
  // Slot limits apply to the total stake (line bet × 20 lines).
  slot: { min: 100_00n, max: 1_000_000_00n },
  dice: { min: 100_00n, max: 1_000_000_00n },
  mines: { min: 100_00n, max: 1_000_000_00n },
  limbo: { min: 100_00n, max: 1_000_000_00n },
  plinko: { min: 100_00n, max: 1_000_000_00n },
  // Roulette limits apply to the total of a spin's bets.
  roulette: { min: 100_00n, max: 1_000_000_00n },
  // Baccarat limits apply to the total of a coup's bets.
  baccarat: { min: 100_00n, max: 1_000_000_00n },
};

/** The catalog code (vendor BGS) of each game; its page lives at /inhouse/<code>. */
export const INHOUSE_GAME_CODES: Readonly<Record<InhouseGame, string>> = {
  slot: 'fortune-reels',
  dice: 'dice',
  mines: 'mines',
  limbo: 'limbo',
  plinko: 'plinko',
  roulette: 'roulette',
  baccarat: 'baccarat',
};

export const INHOUSE_VENDOR = 'BGS';

/** How many rounds the game recall shows. */
export const INHOUSE_RECALL_SIZE = 10;

/** Client seeds: what a player may type. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;
