import { pickDistinct } from '../fairness/ints.ts';
import type { FairParams } from '../fairness/stream.ts';
import { binomial, type Fraction, fraction } from '../rational.ts';

/**
 * Mines: 25 tiles, 1 to 24 of them mines. The player opens tiles one by one and may cash out after
 * any safe tile; a mine loses the stake. The multiplier after k safe tiles is 0.99 divided by the
 * chance of surviving k picks, rounded down to four decimals (house edge 1 %).
 */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_RTP_BP = 9_900;

/** The mine tiles of a round (0 … 24, row by row), in draw order; depends on the seeds and count only. */
export function placeMines(params: FairParams, mines: number): number[] {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new RangeError(`mines must be ${MINES_MIN}-${MINES_MAX}`);
  }
  return pickDistinct(params, mines, MINES_TILES);
}

/** Chance that k picked tiles are all safe: C(25 - m, k) / C(25, k). */
export function minesSurvival(mines: number, safe: number): Fraction {
  return fraction(binomial(MINES_TILES - mines, safe), binomial(MINES_TILES, safe));
}

/** Multiplier in ten-thousandths after `safe` safe tiles (10000 = 1× before any tile). */
export function minesMultiplierBp(mines: number, safe: number): number {
  if (safe === 0) return 10_000;
  const p = minesSurvival(mines, safe);
  return Number((BigInt(MINES_RTP_BP) * p.den) / p.num);
}

/** Exact return of cashing out after `safe` tiles: survival chance × multiplier. */
export function minesRtp(mines: number, safe: number): Fraction {
  const p = minesSurvival(mines, safe);
  return fraction(p.num * BigInt(minesMultiplierBp(mines, safe)), p.den * 10_000n);
}

/** Cash-out amount (minor units), rounded down to the minor unit. */
export function minesPayout(mines: number, safe: number, stake: bigint): bigint {
  return (stake * BigInt(minesMultiplierBp(mines, safe))) / 10_000n;
}

/** The most safe tiles a board holds. */
export const minesMaxSafe = (mines: number): number => MINES_TILES - mines;
