import { DEMO_VENDORS } from '../games/game-catalog.ts';
import type { SandboxGame } from './sandbox.games.ts';
import type { Screen } from './screens/scene.ts';

/**
 * The demo catalog's vendors are fictional, so on a demo deployment the sandbox studio plays their
 * games: each vendor is its own party to the seamless wallet, and each game gets the table of its
 * kind (its classification), so every tile a demo lobby lists opens and plays a real round. The
 * lotteries and the in-house games are played by this site itself, not the studio.
 */
const PLAYED_HERE = new Set(['TCG_LOTTO_VN', 'ELK', 'BGS']);

type Table = Pick<SandboxGame, 'choices' | 'outcomes' | 'screen'>;

/** A no-choice game paying the multiplier (×100 of the stake) of the outcome drawn. */
const multipliers = (screen: Screen, rows: [multiplierX100: bigint, weight: number][]): Table => ({
  // A bingo card completes one more row for each prize, least first.
  screen:
    screen.kind === 'bingo'
      ? {
          ...screen,
          tiers: rows
            .map(([p]) => p)
            .filter((p) => p > 0n)
            .sort((a, b) => (a < b ? -1 : 1)),
        }
      : screen,
  choices: ['spin'],
  outcomes: rows.map(([payoutX100, weight]) => ({
    label: `×${(Number(payoutX100) / 100).toFixed(2)}`,
    weight,
    payoutX100,
  })),
});

/** Outcomes that pay per choice: [label, weight, {choice: ×100}]. */
const picks = (
  screen: Screen,
  choices: string[],
  rows: [string, number, Record<string, bigint>][],
): Table => ({
  screen,
  choices,
  outcomes: rows.map(([label, weight, pays]) => ({ label, weight, payoutX100: 0n, pays })),
});

/**
 * Each kind's table; every one keeps the return to player between 90 % and 100 %
 * (sandbox.test.ts walks them all).
 */
const TABLES: Record<string, Table> = {
  SLOT: multipliers({ kind: 'slot', reels: 5 }, [
    [0n, 605],
    [50n, 120],
    [100n, 130],
    [200n, 97],
    [500n, 30],
    [1_000n, 12],
    [2_500n, 4],
    [10_000n, 2],
  ]),
  ARCADE: multipliers({ kind: 'slot', reels: 3 }, [
    [0n, 50],
    [50n, 15],
    [150n, 20],
    [300n, 10],
    [500n, 5],
  ]),
  JACKPOT: multipliers({ kind: 'slot', reels: 5, jackpot: true }, [
    [0n, 8_750],
    [200n, 720],
    [500n, 320],
    [1_000n, 160],
    [5_000n, 45],
    [50_000n, 5],
  ]),
  TABLE: picks(
    { kind: 'hilo' },
    ['high', 'low'],
    [
      ['high', 6, { high: 200n }],
      ['low', 6, { low: 200n }],
      ['seven', 1, {}],
    ],
  ),
  FISH: multipliers({ kind: 'fish' }, [
    [0n, 790],
    [100n, 90],
    [200n, 60],
    [500n, 35],
    [1_000n, 15],
    [3_000n, 8],
    [10_000n, 2],
  ]),
  BACCARAT: picks(
    { kind: 'baccarat' },
    ['player', 'banker', 'tie'],
    [
      ['player', 4_462, { player: 200n }],
      ['banker', 4_586, { banker: 195n }],
      ['tie', 952, { player: 100n, banker: 100n, tie: 1_000n }],
    ],
  ),
  ROULETTE: picks(
    { kind: 'roulette' },
    ['red', 'black', 'green'],
    [
      ['red', 18, { red: 200n }],
      ['black', 18, { black: 200n }],
      ['green', 1, { green: 3_600n }],
    ],
  ),
  SICBO: picks(
    { kind: 'sicbo' },
    ['small', 'big'],
    [
      ['small', 105, { small: 200n }],
      ['big', 105, { big: 200n }],
      ['triple', 6, {}],
    ],
  ),
  DRAGONTIGER: picks(
    { kind: 'dragontiger' },
    ['dragon', 'tiger', 'tie'],
    [
      ['dragon', 6, { dragon: 200n }],
      ['tiger', 6, { tiger: 200n }],
      ['tie', 1, { dragon: 50n, tiger: 50n, tie: 1_200n }],
    ],
  ),
  BLACKJACK: picks(
    { kind: 'blackjack' },
    ['deal'],
    [
      ['blackjack', 45, { deal: 250n }],
      ['win', 380, { deal: 200n }],
      ['push', 85, { deal: 100n }],
      ['lose', 490, {}],
    ],
  ),
  PVP: picks(
    { kind: 'hands', pieces: 'cards' },
    ['play'],
    [
      ['win', 48, { play: 195n }],
      ['lose', 52, {}],
    ],
  ),
  SPORTSBOOK: picks(
    { kind: 'match', sport: 'football' },
    ['home', 'draw', 'away'],
    [
      ['home', 45, { home: 210n }],
      ['draw', 27, { draw: 340n }],
      ['away', 28, { away: 330n }],
    ],
  ),
  ESPORTS: picks(
    { kind: 'match', sport: 'esports' },
    ['team-a', 'team-b'],
    [
      ['team-a', 50, { 'team-a': 190n }],
      ['team-b', 50, { 'team-b': 190n }],
    ],
  ),
  COCKFIGHT: picks(
    { kind: 'match', sport: 'cockfight' },
    ['meron', 'wala', 'draw'],
    [
      ['meron', 48, { meron: 190n }],
      ['wala', 48, { wala: 190n }],
      ['draw', 4, { meron: 100n, wala: 100n, draw: 2_300n }],
    ],
  ),
  EBINGO: multipliers({ kind: 'bingo', tiers: [] }, [
    [0n, 740],
    [100n, 130],
    [200n, 70],
    [500n, 40],
    [1_500n, 15],
    [5_000n, 5],
  ]),
};

/** Card rooms (cards, poker, mahjong) all play a hand against the table. */
const KIND_OF: Record<string, string> = { CARD: 'PVP', POKER: 'PVP', MAHJONG: 'PVP' };

export function tableFor(classify: string): Table | undefined {
  const table = TABLES[KIND_OF[classify] ?? classify];
  // Mahjong rooms play the card rooms' hand, shown with tiles.
  return table && classify === 'MAHJONG' ? { ...table, screen: { kind: 'hands', pieces: 'tiles' } } : table;
}

/** Largest stake as a multiple of a game's minimum bet. */
const STAKE_SPAN = 100n;

/** The demo vendors the studio plays for. */
export const DEMO_STUDIO_VENDORS: readonly string[] = DEMO_VENDORS.map((v) => v.code).filter(
  (code) => !PLAYED_HERE.has(code),
);

/** A demo catalog game as the studio plays it, or undefined when the studio does not know it. */
export function demoStudioGame(vendor: string, code: string): SandboxGame | undefined {
  if (PLAYED_HERE.has(vendor)) return undefined;
  const spec = DEMO_VENDORS.find((v) => v.code === vendor);
  for (const type of spec?.types ?? []) {
    const game = type.games.find((g) => g.code === code);
    const table = game && tableFor(game.classify);
    if (game && table) {
      return {
        code: game.code,
        name: game.names.EN,
        ...table,
        stake: { min: game.minBet, max: game.minBet * STAKE_SPAN },
      };
    }
  }
  return undefined;
}

/** Every demo game the studio plays, for the table checks. */
export function everyDemoStudioGame(): SandboxGame[] {
  return DEMO_STUDIO_VENDORS.flatMap((vendor) =>
    (DEMO_VENDORS.find((v) => v.code === vendor)?.types ?? []).flatMap((t) =>
      t.games.map((g) => demoStudioGame(vendor, g.code)).filter((g): g is SandboxGame => g !== undefined),
    ),
  );
}
