import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string | undefined, Date | string>;

export interface RebateRatesTable {
  merchant_id: number;
  category: string;
  rate_bps: number;
  updated_at: Moment;
}

/** Valid bet per category already rebated, as decimal strings (bigint does not survive JSON). */
export type ClaimedValid = Record<string, string>;

export interface RebateAccountsTable {
  member_id: bigint;
  merchant_id: number;
  claimed_valid: JSONColumnType<ClaimedValid, string | undefined, string>;
  remainder: ColumnType<bigint, bigint | undefined, bigint>;
  updated_at: Moment;
}

export interface RebateClaimsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  request_id: string;
  amount: bigint;
  currency: string;
  valid_bet: bigint;
  detail: JSONColumnType<RebateClaimDetail[], string, never>;
  created_at: CreatedAt;
}

/** One category of a claim: the valid bet it rebated and at which rate. */
export interface RebateClaimDetail {
  category: string;
  validBet: string;
  rateBps: number;
}

export interface RebateTables {
  rebate_rates: RebateRatesTable;
  rebate_accounts: RebateAccountsTable;
  rebate_claims: RebateClaimsTable;
}
