import { sameJson } from '../canonical-json.ts';
import type { FairParams } from '../fairness/stream.ts';
import { type RoundReveal, type RoundVerification, verifyRound } from '../fairness/verify.ts';
import { rollDice } from './dice.ts';
import { placeMines } from './mines.ts';
import { slotStops } from './slot.ts';

/** What a round needs besides the seeds: only mines has a choice that shapes the board. */
export type InhouseRoundKind = { game: 'slot' } | { game: 'dice' } | { game: 'mines'; mines: number };

/** The raw random outcome of a round, exactly what the server stored and showed. */
export type InhouseOutcome =
  | { game: 'slot'; stops: number[] }
  | { game: 'dice'; roll: number }
  | { game: 'mines'; mines: number[] };

export function inhouseOutcome(params: FairParams, kind: InhouseRoundKind): InhouseOutcome {
  switch (kind.game) {
    case 'slot':
      return { game: 'slot', stops: slotStops(params) };
    case 'dice':
      return { game: 'dice', roll: rollDice(params) };
    case 'mines':
      return { game: 'mines', mines: [...placeMines(params, kind.mines)].sort((a, b) => a - b) };
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
