import { randomInt } from 'node:crypto';
import { baccaratScene, dragonTigerScene } from './screens/card-scenes.ts';
import { roulettePocket } from './screens/draw-scenes.ts';
import type { Scene } from './screens/scene.ts';

/** A live table the Evolution simulator runs: its spots, and how a round lands on them. */
export interface SimTable {
  id: string;
  name: string;
  /** Evolution's table kind, as its lobby state names it. */
  gameType: 'baccarat' | 'roulette' | 'dragontiger';
  /** Bet spots and what a winning bet pays back per unit staked, in hundredths (stake included). */
  spots: Record<string, bigint>;
}

/** Evolution's table ids are 16 characters; these are the simulator's own. */
export const EVOLUTION_SIM_TABLES: readonly SimTable[] = [
  {
    id: 'simbaccarat00001',
    name: 'Simulated Baccarat',
    gameType: 'baccarat',
    spots: { Player: 200n, Banker: 195n, Tie: 900n },
  },
  {
    id: 'simroulette00001',
    name: 'Simulated Roulette',
    gameType: 'roulette',
    spots: { Red: 200n, Black: 200n },
  },
  {
    id: 'simdragontiger01',
    name: 'Simulated Dragon Tiger',
    gameType: 'dragontiger',
    spots: { Dragon: 200n, Tiger: 200n },
  },
];

/** The casino key the demo merchant's Evolution connection uses against the simulator. */
export const EVOLUTION_SIM_CASINO_KEY = 'demosimcasino001';
export const EVOLUTION_SIM_BRAND = '1';

export const simTable = (id: string) => EVOLUTION_SIM_TABLES.find((t) => t.id === id);

/**
 * Where a round of the table lands: a spot name (roulette's green zero and a baccarat tie
 * included), and what the table shows of it: the pocket the ball fell in, the cards dealt.
 */
export function drawRound(table: SimTable): { outcome: string; scene: Scene } {
  if (table.gameType === 'roulette') {
    const pocket = roulettePocket(randomInt(37));
    const outcome = pocket.colour === 'green' ? 'Zero' : pocket.colour === 'red' ? 'Red' : 'Black';
    return { outcome, scene: pocket };
  }
  if (table.gameType === 'baccarat') {
    const r = randomInt(100);
    const winner = r < 10 ? 'tie' : r < 55 ? 'banker' : 'player';
    return { outcome: `${winner[0]?.toUpperCase()}${winner.slice(1)}`, scene: baccaratScene(winner) };
  }
  const winner = randomInt(2) === 0 ? 'dragon' : 'tiger';
  return { outcome: winner === 'dragon' ? 'Dragon' : 'Tiger', scene: dragonTigerScene(winner) };
}

/** What a stake on `spot` pays back when the round lands on `outcome` (zero when it loses). */
export function payout(table: SimTable, spot: string, outcome: string, stake: bigint): bigint {
  const pays = table.spots[spot];
  if (pays === undefined) return 0n;
  if (spot === outcome) return (stake * pays) / 100n;
  // A tie returns the Player and Banker stakes.
  if (table.gameType === 'baccarat' && outcome === 'Tie' && spot !== 'Tie') return stake;
  return 0n;
}

/** A played round as the simulator's round detail page shows it. */
export interface PlayedRound {
  gameId: string;
  tableId: string;
  spot: string;
  outcome: string;
  stake: bigint;
  win: bigint;
  currency: string;
  at: Date;
}

const MAX_KEPT = 5_000;

/** The rounds the simulator played since it started, for their detail pages (newest kept). */
export function roundBook() {
  const rounds = new Map<string, PlayedRound>();
  return {
    keep(r: PlayedRound) {
      rounds.set(r.gameId, r);
      if (rounds.size > MAX_KEPT) {
        const oldest = rounds.keys().next().value;
        if (oldest !== undefined) rounds.delete(oldest);
      }
    },
    get: (gameId: string) => rounds.get(gameId),
  };
}
