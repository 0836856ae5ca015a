import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** One member sign-in: when, from where, on what device. */
export interface MemberLoginsTable {
  id: Generated<bigint>;
  member_id: bigint;
  merchant_id: number;
  login_type: string;
  ip: string | null;
  user_agent: string | null;
  /** The id the player site keeps on the device and sends with a sign-in; null when none came. */
  device_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
}

/** A staff note on a member's page. */
export interface MemberNotesTable {
  id: Generated<bigint>;
  member_id: bigint;
  merchant_id: number;
  staff_id: bigint;
  body: string;
  created_at: CreatedAt;
}

export interface MemberConsoleTables {
  member_logins: MemberLoginsTable;
  member_notes: MemberNotesTable;
}
