import type { ContractEndReason, ContractStatus, ContractType, Period } from '@pf/shared';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A tier as stored: the threshold in minor units as text (JSON has no bigint). */
export interface StoredTier {
  minValidBet: string;
  minActiveMembers: number;
  rate: number;
}

export interface AgentContractSettingsTable {
  merchant_id: number;
  contract_type: ContractType;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  top_rate_cap: number | null;
}

export interface AgentContractsTable {
  id: Generated<bigint>;
  merchant_id: number;
  contract_type: ContractType;
  upline_id: bigint;
  downline_id: bigint;
  status: ColumnType<ContractStatus, ContractStatus | undefined, ContractStatus>;
  tiers: JSONColumnType<StoredTier[]>;
  rate: number;
  period: Period | null;
  offered_at: Moment;
  decided_at: MaybeMoment;
  valid_from: MaybeMoment;
  valid_to: MaybeMoment;
  termination_requested_by: bigint | null;
  termination_requested_at: MaybeMoment;
  end_reason: ContractEndReason | null;
}

export interface AgentTables {
  agent_contract_settings: AgentContractSettingsTable;
  agent_contracts: AgentContractsTable;
}
