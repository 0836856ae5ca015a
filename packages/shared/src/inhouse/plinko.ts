import { nextInt } from '../fairness/ints.ts';
import { type FairParams, FairStream } from '../fairness/stream.ts';
import { addFractions, binomial, type Fraction, fraction } from '../rational.ts';
import {
  PLINKO_PAYTABLES,
  PLINKO_RISKS,
  PLINKO_ROWS,
  type PlinkoRisk,
  type PlinkoRows,
} from './plinko-tables.ts';

export * from './plinko-tables.ts';

/**
 * Plinko: a ball falls through `rows` rows of pegs and bounces left or right at each; the slot it
 * lands in is the number of right bounces (0 … rows) and pays that slot's multiplier.
 */
export interface PlinkoBet {
  rows: PlinkoRows;
  risk: PlinkoRisk;
}

export const isPlinkoRows = (rows: number): rows is PlinkoRows =>
  (PLINKO_ROWS as readonly number[]).includes(rows);
export const isPlinkoRisk = (risk: string): risk is PlinkoRisk =>
  (PLINKO_RISKS as readonly string[]).includes(risk);

/** The ball's path: one `nextInt(stream, 2)` per row, top to bottom, 0 = left and 1 = right. */
export function plinkoPath(params: FairParams, rows: PlinkoRows): number[] {
  if (!isPlinkoRows(rows)) throw new RangeError(`rows must be one of ${PLINKO_ROWS.join(', ')}`);
  const stream = new FairStream(params);
  return Array.from({ length: rows }, () => nextInt(stream, 2));
}

/** The slot a path lands in: how many times it went right. */
export const plinkoSlot = (path: readonly number[]): number => path.reduce((sum, step) => sum + step, 0);

/** A slot's multiplier in hundredths. */
export function plinkoMultiplier(bet: PlinkoBet, slot: number): number {
  const table = PLINKO_PAYTABLES[bet.rows][bet.risk];
  const value = table[slot];
  if (value === undefined) throw new RangeError(`slot ${slot} is outside ${bet.rows} rows`);
  return value;
}

/** Chance of landing in a slot: C(rows, slot) / 2^rows. */
export const plinkoSlotChance = (rows: PlinkoRows, slot: number): Fraction =>
  fraction(binomial(rows, slot), 2n ** BigInt(rows));

/** Exact return of a table: the sum over slots of chance × multiplier. */
export function plinkoRtp(bet: PlinkoBet): Fraction {
  return PLINKO_PAYTABLES[bet.rows][bet.risk].reduce<Fraction>(
    (sum, multiplier, slot) => {
      const p = plinkoSlotChance(bet.rows, slot);
      return addFractions(sum, fraction(p.num * BigInt(multiplier), p.den * 100n));
    },
    fraction(0n, 1n),
  );
}

/** What a stake (minor units) wins on a path: stake × multiplier, rounded down to the minor unit. */
export function plinkoPayout(bet: PlinkoBet, path: readonly number[], stake: bigint): bigint {
  return (stake * BigInt(plinkoMultiplier(bet, plinkoSlot(path)))) / 100n;
}
