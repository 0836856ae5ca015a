import { sameJson } from '../canonical-json.ts';
import type { FairParams } from '../fairness/stream.ts';
import { type RoundReveal, type RoundVerification, verifyRound } from '../fairness/verify.ts';
import { baccaratHands } from './baccarat.ts';
import { rollDice } from './dice.ts';
import { limboResult } from './limbo.ts';
import { placeMines } from './mines.ts';
import { type PlinkoRows, plinkoPath } from './plinko.ts';
import { roulettePocket } from './roulette.ts';
import { slotStops } from './slot.ts';

/** What a round needs besides the seeds: the mine count shapes a board, the row count a path. */
export type InhouseRoundKind =
  | { game: 'slot' }
  | { game: 'dice' }
  | { game: 'mines'; mines: number }
  | { game: 'limbo' }
  | { game: 'plinko'; rows: PlinkoRows }
  | { game: 'roulette' }
  | { game: 'baccarat' };

/** The raw random outcome of a round, exactly what the server stored and showed. */
export type InhouseOutcome =
  | { game: 'slot'; stops: number[] }
  | { game: 'dice'; roll: number }
  | { game: 'mines'; mines: number[] }
  /** Result multiplier in hundredths. */
  | { game: 'limbo'; result: number }
  /** One entry per row, 0 = left, 1 = right. */
  | { game: 'plinko'; path: number[] }
  /** The winning pocket, 0 … 36. */
  | { game: 'roulette'; pocket: number }
  /** The cards of each hand in dealing order, 0 … 51 (suit × 13 + rank). */
  | { game: 'baccarat'; player: number[]; banker: number[] };

export function inhouseOutcome(params: FairParams, kind: InhouseRoundKind): InhouseOutcome {
  switch (kind.game) {
    case 'slot':
      return { game: 'slot', stops: slotStops(params) };
    case 'dice':
      return { game: 'dice', roll: rollDice(params) };
    case 'mines':
      return { game: 'mines', mines: [...placeMines(params, kind.mines)].sort((a, b) => a - b) };
    case 'limbo':
      return { game: 'limbo', result: limboResult(params) };
    case 'plinko':
      return { game: 'plinko', path: plinkoPath(params, kind.rows) };
    case 'roulette':
      return { game: 'roulette', pocket: roulettePocket(params) };
    case 'baccarat':
      return { game: 'baccarat', ...baccaratHands(params) };
  }
}

export function sameOutcome(a: InhouseOutcome, b: InhouseOutcome): boolean {
  return sameJson(a, b);
}

export interface InhouseVerification extends RoundVerification<InhouseOutcome> {
  /** The recomputed outcome equals the one the round showed. */
  outcomeOk: boolean;
}

/**
 * Replays a finished round from its revealed server seed, client seed and nonce: the seed must
 * hash to the commitment shown before play and the outcome must equal the one shown.
 */
export function verifyInhouseRound(
  reveal: RoundReveal,
  kind: InhouseRoundKind,
  shown: InhouseOutcome,
): InhouseVerification {
  const check = verifyRound(reveal, (p) => inhouseOutcome(p, kind));
  return { ...check, outcomeOk: sameOutcome(check.outcome, shown) };
}
