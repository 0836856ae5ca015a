import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** An operator's account: `active`, or `disabled` by an admin (no sign-in, no session). */
export type StaffStatus = 'active' | 'disabled';

export interface StaffTable {
  id: Generated<bigint>;
  username: string;
  password_hash: string;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  /** null: a platform operator of every brand; otherwise their home brand (one of `staff_brands`). */
  merchant_id: number | null;
  status: ColumnType<StaffStatus, StaffStatus | undefined>;
  created_at: CreatedAt;
  last_login_at: MaybeMoment;
  /** Sealed by the platform cipher; null until the operator enrols (again, after an admin's reset). */
  totp_secret_sealed: string | null;
  totp_enrolled_at: MaybeMoment;
  /** The TOTP time step of the newest code taken: an older or equal one is a replay. */
  totp_last_step: bigint | null;
}

export interface StaffRecoveryCodesTable {
  id: Generated<bigint>;
  staff_id: bigint;
  code_hash: string;
  created_at: CreatedAt;
  used_at: MaybeMoment;
}

export type SignInNext = 'totp' | 'enrol';

/** A right password's one-time pass to the second step. */
export interface StaffSignInChallengesTable {
  id: Generated<bigint>;
  token_hash: string;
  staff_id: bigint;
  next: SignInNext;
  /** An enrolment's new secret, sealed, until a code confirms it. */
  pending_secret_sealed: string | null;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: MaybeMoment;
}

/** The brands a brand operator works on (none for a platform operator). */
export interface StaffBrandsTable {
  staff_id: bigint;
  merchant_id: number;
}

export interface StaffSessionsTable {
  id: Generated<bigint>;
  token_hash: string;
  staff_id: bigint;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: MaybeMoment;
  /** The brand the session works on now; null: every brand (platform operators only). */
  merchant_id: number | null;
  /** Written at most once a minute (STAFF_LAST_SEEN_STEP_MS); the idle timeout reads it. */
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  user_agent: string | null;
}

export interface StaffTables {
  staff: StaffTable;
  staff_brands: StaffBrandsTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sign_in_challenges: StaffSignInChallengesTable;
}
