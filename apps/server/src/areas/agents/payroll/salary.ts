/**
 * Salary and dividend formulas of the agent contracts (docs/payroll.md). Pure: figures in, minor
 * units out, integers only. Every rate is in basis points (1/10,000) and every product is floored
 * once to a whole minor unit; the fraction below it is the platform's (stated in the doc).
 */

export const BPS = 10_000n;
/** §9 Real-time salary settles every 5 minutes. */
export const REALTIME_SLICE_MS = 5 * 60_000;

/** One step of a salary contract: met when both the valid bet and the active members reach it. */
export interface SalaryTier {
  minValidBet: bigint;
  minActiveMembers: number;
  rateBps: number;
}

/** What a slice of time (a day, an hour, five minutes) brought in from the downline. */
export interface SalaryInput {
  validBet: bigint;
  activeMembers: number;
}

export interface SalaryResult {
  /** The tier applied, or null when none was reached (nothing is paid). */
  tier: SalaryTier | null;
  amount: bigint;
}

/** The reached tier with the highest rate: every threshold of it met, none of a better one. */
export function pickTier<T extends { rateBps: number }>(
  tiers: readonly T[],
  reached: (t: T) => boolean,
): T | null {
  let best: T | null = null;
  for (const t of tiers) if (reached(t) && (best === null || t.rateBps > best.rateBps)) best = t;
  return best;
}

/** floor(amount × rateBps ÷ 10,000) for a non-negative amount. */
export function applyRate(amount: bigint, rateBps: number): bigint {
  if (amount < 0n) throw new RangeError('a rate applies to a non-negative amount');
  if (!Number.isInteger(rateBps) || rateBps < 0) throw new RangeError('rateBps: a non-negative integer');
  return (amount * BigInt(rateBps)) / BPS;
}

function salaryOf(input: SalaryInput, tiers: readonly SalaryTier[]): SalaryResult {
  const tier = pickTier(
    tiers,
    (t) => input.validBet >= t.minValidBet && input.activeMembers >= t.minActiveMembers,
  );
  return { tier, amount: tier ? applyRate(input.validBet, tier.rateBps) : 0n };
}

/** Daily salary: the day's valid bet of the downline at the rate of the tier it reached. */
export const dailySalary = salaryOf;
/** Hourly salary: the same rule on one hour's figures, with the contract's hourly tiers. */
export const hourlySalary = salaryOf;
/** Real-time salary: the same rule on one 5-minute slice, with the contract's real-time tiers. */
export const realtimeSalary = salaryOf;

/** Start of the 5-minute slice an instant falls in (slices are cut on the UTC clock, 00:00, 00:05 …). */
export function realtimeSliceOf(at: Date): { from: Date; to: Date } {
  const from = Math.floor(at.getTime() / REALTIME_SLICE_MS) * REALTIME_SLICE_MS;
  return { from: new Date(from), to: new Date(from + REALTIME_SLICE_MS) };
}

/** Members whose valid bet in the period reached the contract's bar count as active. */
export function countActive(validBets: readonly bigint[], minValidBet: bigint): number {
  return validBets.filter((v) => v > 0n && v >= minValidBet).length;
}
