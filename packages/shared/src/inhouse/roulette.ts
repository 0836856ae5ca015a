import { nextInt } from '../fairness/ints.ts';
import { type FairParams, FairStream } from '../fairness/stream.ts';
import { type Fraction, fraction } from '../rational.ts';
import { ROULETTE_POCKETS, type RouletteSelection, rouletteCovered } from './roulette-layout.ts';

export * from './roulette-layout.ts';

/**
 * European roulette: one pocket of 0 … 36 per spin. A bet covering k numbers returns 36 / k times
 * its stake (stake included: 35:1, 17:1, 11:1, 8:1, 5:1, 2:1, 1:1), so every bet returns
 * k/37 × 36/k = 36/37 and the payouts are whole multiples of the stake.
 */
export const ROULETTE_MAX_BETS = 20;
/** Exact return of every bet type: 36/37. */
export const ROULETTE_RTP: Fraction = fraction(36n, 37n);

export type RouletteBet = RouletteSelection & { stake: bigint };

/** The pocket of a round: the first unbiased integer of 0 … 36 from the round's stream. */
export function roulettePocket(params: FairParams): number {
  return nextInt(new FairStream(params), ROULETTE_POCKETS);
}

/** What a bet pays back per unit staked when it wins (stake included): 36 / covered numbers. */
export const rouletteReturnMultiple = (sel: RouletteSelection): number => 36 / rouletteCovered(sel).length;

/** The odds as printed on the table ("35:1" is 35). */
export const rouletteOdds = (sel: RouletteSelection): number => rouletteReturnMultiple(sel) - 1;

export const rouletteBetWins = (sel: RouletteSelection, pocket: number): boolean =>
  rouletteCovered(sel).includes(pocket);

/** What one bet returns on a pocket (minor units, stake included; zero when it loses). */
export const rouletteBetPayout = (bet: RouletteBet, pocket: number): bigint =>
  rouletteBetWins(bet, pocket) ? bet.stake * BigInt(rouletteReturnMultiple(bet)) : 0n;

export const rouletteTotalStake = (bets: readonly RouletteBet[]): bigint =>
  bets.reduce((sum, b) => sum + b.stake, 0n);

/** What a spin returns on a pocket: the sum of its winning bets. */
export const roulettePayout = (bets: readonly RouletteBet[], pocket: number): bigint =>
  bets.reduce((sum, b) => sum + rouletteBetPayout(b, pocket), 0n);

/** Exact return of one selection, by walking the 37 pockets. */
export function rouletteRtp(sel: RouletteSelection): Fraction {
  let total = 0n;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) {
    total += rouletteBetPayout({ ...sel, stake: 1n }, pocket);
  }
  return fraction(total, BigInt(ROULETTE_POCKETS));
}
