import type { FairParams } from './fairness/stream.ts';
import { type RoundReveal, type RoundVerification, verifyRound } from './fairness/verify.ts';
import { drawKenoFair } from './lottery/keno/draw.ts';
import { drawVnResultFair } from './lottery/vn/fair-draw.ts';
import type { VnResult } from './lottery/vn/structure.ts';

/** Every game whose outcome we draw ourselves, by id, with the function that computes it. */
export const FAIR_GAMES = {
  keno: (params: FairParams): number[] => drawKenoFair(params),
  'vn-mb': (params: FairParams): VnResult => drawVnResultFair(params, 'MB'),
  'vn-mt': (params: FairParams): VnResult => drawVnResultFair(params, 'MT'),
  'vn-mn': (params: FairParams): VnResult => drawVnResultFair(params, 'MN'),
} as const;
export type FairGameId = keyof typeof FAIR_GAMES;

/** Recomputes a finished round of one of our games from (serverSeed, clientSeed, nonce). */
export function verifyGameRound<G extends FairGameId>(
  reveal: RoundReveal,
  game: G,
): RoundVerification<ReturnType<(typeof FAIR_GAMES)[G]>> {
  const outcome = FAIR_GAMES[game] as (params: FairParams) => ReturnType<(typeof FAIR_GAMES)[G]>;
  return verifyRound(reveal, outcome);
}
