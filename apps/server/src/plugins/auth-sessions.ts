import type { StaffRole } from '@pf/shared';

/**
 * What the auth checks know of a caller, and the two readers they call. The floor declares them so
 * `auth.ts` needs no area: identity implements the readers and the shell hands them in
 * (decision 0016, fix D).
 */

/** How a member session began; identity's session table holds the same values. */
export type LoginType = 'username' | 'sms' | 'freeplay' | 'register' | 'reset';

/** What an authenticated request knows about its caller. */
export interface MemberSession {
  sessionId: bigint;
  memberId: bigint;
  merchantId: number;
  username: string;
  /** §6 agent type; 4 is a demo (trial) account. */
  type: number;
  /** The web's name for `type` (session key isAgent). */
  isAgent: number;
  /** A trial session (type 4): no games, member or account centres. */
  demo: boolean;
  loginType: LoginType;
  /** When the session ends by itself (a cached session is never served past it). */
  expiresAt: Date;
}

/** What a staff request knows about its caller (set by requireStaff). */
export interface StaffSession {
  sessionId: bigint;
  staffId: bigint;
  username: string;
  roles: StaffRole[];
  /** null: works on every merchant. */
  merchantId: number | null;
}

/** Finds the live member session of a token. */
export interface SessionReader {
  resolve(token: string): Promise<MemberSession | null>;
}

/** Finds the live back-office session of a token. */
export interface StaffReader {
  resolve(token: string): Promise<StaffSession | null>;
}
