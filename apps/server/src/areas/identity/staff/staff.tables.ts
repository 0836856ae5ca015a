import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface StaffTable {
  id: Generated<bigint>;
  username: string;
  password_hash: string;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  merchant_id: number | null;
  status: ColumnType<'active' | 'locked', 'active' | 'locked' | undefined>;
  created_at: CreatedAt;
  last_login_at: MaybeMoment;
}

export interface StaffSessionsTable {
  id: Generated<bigint>;
  token_hash: string;
  staff_id: bigint;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: MaybeMoment;
}

export interface StaffTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
}
