import type { ColumnType, Generated } from 'kysely';
import type { MemberSessionsTable } from '../session/session.tables.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface MembersTable {
  id: Generated<bigint>;
  merchant_id: number;
  username: string;
  password_hash: string;
  nickname: string;
  type: ColumnType<number, number | undefined, number>;
  upline_id: bigint | null;
  affiliate_code: string | null;
  email: string | null;
  country_dialing_code: string | null;
  mobile_no: string | null;
  status: ColumnType<'active' | 'locked' | 'closed', 'active' | 'locked' | 'closed' | undefined>;
  password_changed_at: Moment;
  last_login_at: MaybeMoment;
  /** The address of the last sign-in, for the back office's search. */
  last_login_ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** Staff froze the member's withdrawals: a withdrawal request is refused. */
  withdrawals_frozen: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  /** Stored as SQL date; written as 'yyyy-MM-dd'. */
  birthday: ColumnType<Date | string | null, string | null | undefined, string | null>;
  payee_name: string | null;
  avatar_id: ColumnType<number, number | undefined, number>;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  register_ip: string | null;
  register_domain: string | null;
  /** VIP (club) level 1..10; see VIP_LEVELS in @pf/shared. */
  vip_level: ColumnType<number, number | undefined, number>;
  /** The site language the member last chose (a SITE_LANGUAGES code); null: the brand's default. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PasswordResetsTable {
  id: Generated<bigint>;
  token_hash: string;
  member_id: bigint;
  created_at: CreatedAt;
  expires_at: Moment;
  used_at: MaybeMoment;
}

export interface SandboxMailTable {
  id: Generated<bigint>;
  merchant_id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

/** Password guesses of one account (member or staff login), counted before each is checked. */
export interface GuessCountersTable {
  /** What is guessed: 'member-login', 'staff-login'. */
  scope: string;
  /** Whose: the account as named in the login. */
  subject: string;
  failed_count: number;
  window_started_at: Date;
  locked_until: Date | null;
}

export interface MemberTables {
  guess_counters: GuessCountersTable;
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  password_resets: PasswordResetsTable;
  sandbox_mail: SandboxMailTable;
}
