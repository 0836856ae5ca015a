import type { ClaimedValid } from './rebate.tables.ts';

/** Rates are basis points: 10,000 of them make the whole valid bet. */
export const BPS = 10_000n;

export interface CategoryAccrual {
  category: string;
  /** Valid bet settled since the last claim (negative when a settled bet was taken back since). */
  validBet: bigint;
  rateBps: number;
  /** This category's share, floored to a minor unit; shown only, the claim pays `amount`. */
  amount: bigint;
}

export interface Accrual {
  categories: CategoryAccrual[];
  /** Whole minor units a claim pays now (never negative). */
  amount: bigint;
  /** What the claim leaves: the valid bet rebated per category, and the fraction carried. */
  claimed: ClaimedValid;
  remainder: bigint;
}

/**
 * The rebate since the last claim: per category, (valid bet now − valid bet at the last claim) ×
 * rate ÷ 10,000, summed in 1/10,000 of a minor unit with the fraction the last claim left, then
 * floored once. The fraction cut off is carried to the next claim, so no bet's rebate is lost to
 * rounding; a negative sum (bets taken back after a claim) pays nothing and waits for new bets.
 */
export function accrue(
  totals: readonly { category: string; validBet: bigint }[],
  claimed: ClaimedValid,
  rates: ReadonlyMap<string, number>,
  remainder: bigint,
): Accrual {
  let units = remainder;
  const categories: CategoryAccrual[] = [];
  const next: ClaimedValid = { ...claimed };
  for (const t of totals) {
    const validBet = t.validBet - BigInt(claimed[t.category] ?? '0');
    next[t.category] = t.validBet.toString();
    if (validBet === 0n) continue;
    const rateBps = rates.get(t.category) ?? 0;
    const share = validBet * BigInt(rateBps);
    units += share;
    categories.push({ category: t.category, validBet, rateBps, amount: share / BPS });
  }
  const amount = units > 0n ? units / BPS : 0n;
  return { categories, amount, claimed: next, remainder: units > 0n ? units % BPS : remainder };
}
