import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type SeamlessAction = 'bet' | 'win' | 'rollback' | 'bonus';

export interface SeamlessVendorsTable {
  vendor_code: string;
  secret: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface SeamlessSessionsTable {
  id: Generated<bigint>;
  token_hash: string;
  merchant_id: number;
  member_id: bigint;
  vendor: string;
  game_id: number;
  currency: string;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface SeamlessTransactionsTable {
  id: Generated<bigint>;
  vendor: string;
  transaction_id: string;
  action: SeamlessAction;
  merchant_id: number;
  member_id: bigint;
  round_id: string;
  amount: bigint;
  reference_transaction_id: string | null;
  applied: ColumnType<boolean, boolean | undefined, boolean>;
  fingerprint: string;
  response: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface SeamlessTables {
  seamless_vendors: SeamlessVendorsTable;
  seamless_sessions: SeamlessSessionsTable;
  seamless_transactions: SeamlessTransactionsTable;
}
