import type { ColumnType, Generated } from 'kysely';

type Json = ColumnType<unknown, string | null | undefined, never>;

/** Append-only: rows are inserted and read, never updated. */
export interface AuditLogTable {
  id: Generated<bigint>;
  staff_id: bigint | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Json;
  after: Json;
  ip: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
