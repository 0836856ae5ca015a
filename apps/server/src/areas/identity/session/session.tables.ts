import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A member's signed-in session: the hash of its token, how it began, and when it ends. */
export interface MemberSessionsTable {
  id: Generated<bigint>;
  token_hash: string;
  member_id: bigint;
  merchant_id: number;
  login_type: 'username' | 'sms' | 'freeplay' | 'register' | 'reset';
  ip: string | null;
  created_at: CreatedAt;
  expires_at: Moment;
  revoked_at: MaybeMoment;
}
