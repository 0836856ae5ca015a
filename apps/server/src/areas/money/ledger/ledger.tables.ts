import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, never>;

export type OwnerKind = 'member' | 'agent' | 'house' | 'vendor' | 'payment';
/** `wallet:<VENDOR>`: a member's balance at a transfer-wallet vendor (migration 0006). */
export type Purpose = 'cash' | 'bonus' | 'locked' | 'commission' | 'house' | 'clearing' | `wallet:${string}`;
export type Phase = 'single' | 'pending' | 'post' | 'void' | 'expire';

/** Rows are written only by the SQL functions of migration 0003; TypeScript reads them. */
export interface LedgerAccountsTable {
  id: Generated<bigint>;
  merchant_id: number;
  currency: string;
  owner_kind: OwnerKind;
  owner_id: string;
  purpose: Purpose;
  shards: number;
  non_negative: boolean;
  created_at: Timestamp;
}

export interface LedgerBalancesTable {
  account_id: bigint;
  shard: number;
  non_negative: boolean;
  balance: bigint;
  pending: bigint;
}

export interface LedgerTransfersTable {
  id: Generated<bigint>;
  merchant_id: number;
  currency: string;
  debit_account_id: bigint;
  credit_account_id: bigint;
  debit_shard: number;
  credit_shard: number;
  amount: bigint;
  phase: Phase;
  pending_id: bigint | null;
  kind: string;
  reference: string;
  idempotency_key: string;
  metadata: unknown;
  expires_at: Date | null;
  created_at: Timestamp;
}

export interface LedgerHoldsTable {
  transfer_id: bigint;
  merchant_id: number;
  debit_account_id: bigint;
  debit_shard: number;
  credit_account_id: bigint;
  credit_shard: number;
  amount: bigint;
  expires_at: Date | null;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_balances: LedgerBalancesTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_holds: LedgerHoldsTable;
}
