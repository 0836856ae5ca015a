import type { ContractType } from '@pf/shared';
import { type DividendTier, dividend } from './dividend.ts';
import type { StatementTier } from './payroll-runs.tables.ts';
import { dailySalary, hourlySalary, realtimeSalary, type SalaryTier } from './salary.ts';

/** A contract's tier as the contracts module stores it (threshold in minor units as text). */
export interface ContractTier {
  minValidBet: string;
  minActiveMembers: number;
  rate: number;
}

/** A downline team's figures for one period, all categories together. */
export interface TeamFigures {
  validBet: bigint;
  payout: bigint;
  /** validBet − payout: the house's result on the team (positive: the team lost). */
  profitLoss: bigint;
  /** Members of the team with any valid bet in the period. */
  activeMembers: number;
}

export interface Payout {
  figures: TeamFigures;
  carryIn: bigint;
  base: bigint;
  carryOut: bigint;
  tier: StatementTier | null;
  rateBps: number;
  amount: bigint;
}

const salaryOf = { daily: dailySalary, hourly: hourlySalary, realtime: realtimeSalary } as const;

/**
 * What one contract pays for one period. Salaries: the reached tier's rate on the valid bet.
 * Real-time: the same on the hour so far, less what the hour's earlier slices paid (never below
 * zero). Dividend: the stored threshold is the minimum base (profit after the carried loss).
 */
export function payoutOf(
  type: ContractType,
  tiers: readonly ContractTier[],
  figures: TeamFigures,
  earlier: { carryIn: bigint; paidInHour: bigint },
): Payout {
  if (type === 'dividend') {
    const dt: DividendTier[] = tiers.map((t) => ({
      minProfit: BigInt(t.minValidBet),
      minActiveMembers: t.minActiveMembers,
      rateBps: t.rate,
    }));
    const r = dividend({ ...figures, carryIn: earlier.carryIn }, dt);
    return {
      figures,
      carryIn: earlier.carryIn,
      base: r.base,
      carryOut: r.carryOut,
      tier: r.tier && { ...r.tier, minProfit: r.tier.minProfit.toString() },
      rateBps: r.tier?.rateBps ?? 0,
      amount: r.amount,
    };
  }
  const st: SalaryTier[] = tiers.map((t) => ({
    minValidBet: BigInt(t.minValidBet),
    minActiveMembers: t.minActiveMembers,
    rateBps: t.rate,
  }));
  const r = salaryOf[type](figures, st);
  const owed = type === 'realtime' ? r.amount - earlier.paidInHour : r.amount;
  return {
    figures,
    carryIn: 0n,
    base: figures.validBet,
    carryOut: 0n,
    tier: r.tier && { ...r.tier, minValidBet: r.tier.minValidBet.toString() },
    rateBps: r.tier?.rateBps ?? 0,
    amount: owed > 0n ? owed : 0n,
  };
}
