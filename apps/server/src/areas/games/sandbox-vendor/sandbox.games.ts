import { randomInt } from 'node:crypto';
import type { Screen } from './screens/scene.ts';

/** One possible result: how likely (weight) and what it pays, in hundredths of the stake. */
interface Outcome {
  label: string;
  weight: number;
  /** Payout per stake ×100 when the player's choice wins (or always, for no-choice games). */
  payoutX100: bigint;
  /** The choice this outcome rewards; absent when the game has no choice. */
  wins?: string;
  /**
   * What the outcome pays per choice (×100 of the stake) when it pays more than one choice, as a
   * baccarat tie returns player and banker stakes; overrides `wins` and `payoutX100`.
   */
  pays?: Readonly<Record<string, bigint>>;
}

export interface SandboxGame {
  code: string;
  name: string;
  /** What the player picks before playing; one entry means no choice. */
  choices: string[];
  outcomes: Outcome[];
  /** Smallest and largest stake (minor units); the studio's own range when absent. */
  stake?: { min: bigint; max: bigint };
  /** The game screen its page shows. */
  screen: Screen;
}

const wheel = [0n, 0n, 0n, 0n, 50n, 100n, 150n, 200n, 300n, 160n];
const wheelLabel = (p: bigint) => `×${(Number(p) / 100).toFixed(2)}`;
// The wheel's segments alternate blanks and prizes, as a prize wheel is painted.
const wheelSegments = [0n, 50n, 0n, 100n, 0n, 150n, 160n, 200n, 0n, 300n].map(wheelLabel);

/** The sandbox studio's games; their codes are the catalog codes of vendor SANDBOX. */
export const SANDBOX_GAMES: readonly SandboxGame[] = [
  {
    code: 'coin-flip',
    name: 'Coin Flip',
    choices: ['heads', 'tails'],
    screen: { kind: 'coin' },
    outcomes: [
      { label: 'heads', weight: 1, payoutX100: 196n, wins: 'heads' },
      { label: 'tails', weight: 1, payoutX100: 196n, wins: 'tails' },
    ],
  },
  {
    code: 'lucky-wheel',
    name: 'Lucky Wheel',
    choices: ['spin'],
    screen: { kind: 'wheel', segments: wheelSegments },
    outcomes: wheel.map((p) => ({ label: wheelLabel(p), weight: 1, payoutX100: p })),
  },
  {
    code: 'red-black',
    name: 'Red or Black',
    choices: ['red', 'black'],
    screen: { kind: 'roulette' },
    outcomes: [
      { label: 'red', weight: 18, payoutX100: 200n, wins: 'red' },
      { label: 'black', weight: 18, payoutX100: 200n, wins: 'black' },
      { label: 'green', weight: 1, payoutX100: 0n, wins: 'none' },
    ],
  },
];

export const sandboxGame = (code: string) => SANDBOX_GAMES.find((g) => g.code === code);

/** What an outcome pays for a choice, ×100 of the stake. */
export function payFor(o: Outcome, choice: string): bigint {
  if (o.pays) return o.pays[choice] ?? 0n;
  return o.wins === undefined || o.wins === choice ? o.payoutX100 : 0n;
}

/** The most a choice can pay back, ×100 of the stake: the odds its pick shows. */
export const bestPayFor = (game: SandboxGame, choice: string): bigint =>
  game.outcomes.reduce((best, o) => (payFor(o, choice) > best ? payFor(o, choice) : best), 0n);

/** Return to player of a game as a fraction of stake ×10000, from the table (exact). */
export function returnToPlayerBps(game: SandboxGame, choice: string): bigint {
  const total = BigInt(game.outcomes.reduce((s, o) => s + o.weight, 0));
  const paid = game.outcomes.reduce((s, o) => s + BigInt(o.weight) * payFor(o, choice), 0n);
  return (paid * 100n) / total;
}

/** Draws an outcome with a cryptographic RNG and answers what the stake wins (minor units). */
export function play(
  game: SandboxGame,
  choice: string,
  stake: bigint,
  draw: (max: number) => number = randomInt,
): { outcome: string; win: bigint } {
  const total = game.outcomes.reduce((s, o) => s + o.weight, 0);
  let ticket = draw(total);
  const outcome = game.outcomes.find((o) => {
    ticket -= o.weight;
    return ticket < 0;
  });
  if (!outcome) throw new Error('outcome table is empty');
  return { outcome: outcome.label, win: (stake * payFor(outcome, choice)) / 100n };
}
