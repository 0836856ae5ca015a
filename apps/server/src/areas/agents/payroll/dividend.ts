import { applyRate, pickTier } from './salary.ts';

/** One step of a dividend contract: met when the period's base and the active members reach it. */
export interface DividendTier {
  minProfit: bigint;
  minActiveMembers: number;
  rateBps: number;
}

export interface DividendInput {
  /** The downline's result for the house over the period: valid bet − payout (positive: the team lost). */
  profitLoss: bigint;
  activeMembers: number;
  /** The loss carried from earlier periods, zero or negative. */
  carryIn: bigint;
}

export interface DividendResult {
  /** profitLoss + carryIn: what the period's dividend is a share of. */
  base: bigint;
  tier: DividendTier | null;
  amount: bigint;
  /** Carried to the next period: the base when it is negative, else zero. */
  carryOut: bigint;
}

/**
 * The dividend of one period: a share of the period's profit after any loss carried in. A period
 * whose base is zero or negative pays nothing and carries that base to the next period.
 */
export function dividend(input: DividendInput, tiers: readonly DividendTier[]): DividendResult {
  if (input.carryIn > 0n) throw new RangeError('carryIn: zero or negative');
  const base = input.profitLoss + input.carryIn;
  if (base <= 0n) return { base, tier: null, amount: 0n, carryOut: base };
  const tier = pickTier(tiers, (t) => base >= t.minProfit && input.activeMembers >= t.minActiveMembers);
  return { base, tier, amount: tier ? applyRate(base, tier.rateBps) : 0n, carryOut: 0n };
}

/** Dividends of consecutive periods, each carrying its loss into the next. */
export function dividendsOver(
  periods: readonly Omit<DividendInput, 'carryIn'>[],
  tiers: readonly DividendTier[],
  carryIn = 0n,
): DividendResult[] {
  const out: DividendResult[] = [];
  let carry = carryIn;
  for (const p of periods) {
    const r = dividend({ ...p, carryIn: carry }, tiers);
    out.push(r);
    carry = r.carryOut;
  }
  return out;
}
