import type { ContractType } from '@pf/shared';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Moment = ColumnType<Date, Date | string | undefined, Date | string>;

/** D, W, H, M: local periods of §3; 1h: a UTC hour; 5m: a real-time slice (§9). */
export type RunPeriodKind = 'D' | 'W' | 'H' | 'M' | '1h' | '5m';

/** The tier a statement applied, as stored: thresholds in minor units as text. */
export interface StatementTier {
  minValidBet?: string;
  minProfit?: string;
  minActiveMembers: number;
  rateBps: number;
}

export interface PayrollRunsTable {
  id: Generated<bigint>;
  merchant_id: number;
  contract_type: ContractType;
  period_kind: RunPeriodKind;
  period_from: Date;
  period_to: Date;
  period_label: string;
  status: ColumnType<'running' | 'done', 'running' | 'done' | undefined, 'running' | 'done'>;
  contracts: ColumnType<number, number | undefined, number>;
  paid: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  started_at: Moment;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PayrollStatementsTable {
  id: Generated<bigint>;
  merchant_id: number;
  contract_id: bigint;
  contract_type: ContractType;
  upline_id: bigint;
  downline_id: bigint;
  paid_by: 'upline' | 'house';
  period_kind: RunPeriodKind;
  period_from: Date;
  period_to: Date;
  period_label: string;
  valid_bet: bigint;
  payout: bigint;
  profit_loss: bigint;
  active_members: number;
  carry_in: bigint;
  base: bigint;
  carry_out: bigint;
  tier: JSONColumnType<StatementTier | null, string | null, string | null>;
  rate_bps: number;
  amount: bigint;
  currency: string;
  transfer_id: bigint | null;
  created_at: Moment;
}

export interface PayrollRunTables {
  payroll_runs: PayrollRunsTable;
  payroll_statements: PayrollStatementsTable;
}
