import { randomBytes } from 'node:crypto';
import { STAFF_IDLE_TIMEOUT_MS, type StaffRole } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { hashPassword, verifyPassword } from '../../../platform/password.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { type GuessCounter, guessCounter } from '../session/guess-counter.repository.ts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '../session/login-guard.ts';
import { hashToken } from '../session/session.service.ts';
import type { StaffRepository, StaffRow } from './staff.repository.ts';

/** Back-office sessions are short: an operator signs in again after 12 hours. */
export const STAFF_SESSION_MS = 12 * 3_600_000;
/**
 * A session's last use is written when it is this much older than the call: the idle timeout
 * needs minutes, not milliseconds, and a write per call would double every call's cost.
 */
export const STAFF_LAST_SEEN_STEP_MS = 60_000;

export type { StaffSession } from '../../../plugins/auth-sessions.ts';

const UNKNOWN_STAFF_HASH = hashPassword(randomBytes(16).toString('hex'));

const STAFF_GUESS_RULES = {
  maxFailures: LOGIN_MAX_FAILURES,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  lockMs: LOGIN_LOCK_MS,
};

/** Staff accounts lock as member accounts do: five wrong passwords, fifteen minutes. */
export function staffLoginCounter(db: Db): GuessCounter {
  return guessCounter(db, 'staff-login', STAFF_GUESS_RULES);
}

/**
 * Wrong second-step codes lock the account the same way, counted apart: a right password gives
 * its own guesses back (as before two factors), but never the codes', so knowing the password does
 * not buy more guesses at the code.
 */
export function staffCodeCounter(db: Db): GuessCounter {
  return guessCounter(db, 'staff-code', STAFF_GUESS_RULES);
}

/** Where a sign-in comes from, kept on its session for the session lists. */
export interface SignInClient {
  ip: string;
  userAgent: string | null;
}

type LiveRow = NonNullable<Awaited<ReturnType<StaffRepository['liveSession']>>>;

/**
 * The brand a session works on: a platform operator's choice (null: every brand); a brand
 * operator's choice while it is still one of theirs, else their home brand.
 */
function sessionBrand(row: LiveRow): number | null {
  if (row.homeMerchantId === null) return row.sessionMerchantId;
  const chosen = row.sessionMerchantId;
  return chosen !== null && (chosen === row.homeMerchantId || row.listedMerchantId !== null)
    ? chosen
    : row.homeMerchantId;
}

export function staffService(deps: { repo: StaffRepository; audit: AuditService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    async resolve(token: string): Promise<StaffSession | null> {
      const at = now();
      const row = await deps.repo.liveSession(hashToken(token), at);
      if (!row) return null;
      const unused = at.getTime() - row.lastSeenAt.getTime();
      if (unused >= STAFF_IDLE_TIMEOUT_MS) throw new AppError('STAFF_SESSION_IDLE');
      if (unused >= STAFF_LAST_SEEN_STEP_MS) await deps.repo.touchSession(row.sessionId, at);
      return {
        sessionId: row.sessionId,
        staffId: row.staffId,
        username: row.username,
        roles: row.roles as StaffRole[],
        merchantId: sessionBrand(row),
      };
    },

    async logout(session: StaffSession, ip: string): Promise<void> {
      await deps.repo.revokeSession(session.sessionId, now());
      await deps.audit.record({
        staffId: session.staffId,
        action: 'staff.logout',
        targetType: 'staff',
        targetId: session.staffId,
        ip,
      });
    },

    /**
     * True when the credentials belong to a staff account: the member site answers such a login
     * 'Non-member account unable to login' rather than a plain failure.
     */
    async isStaffCredential(username: string, password: string): Promise<boolean> {
      const staff = await deps.repo.findByUsername(username.trim());
      return staff !== undefined && (await verifyPassword(staff.password_hash, password));
    },
  };
}

interface StaffDeps {
  repo: StaffRepository;
  audit: AuditService;
  /** Guesses per account, counted before each password is checked. */
  accounts: GuessCounter;
  /** Wrong codes of the second step: while they lock the account, no password opens it. */
  codes: GuessCounter;
}

/**
 * Checks a username and password, counting the guess against the account before it is checked
 * (five wrong ones lock it, as do five wrong codes of the second step); answers the active
 * operator or throws, logging the failure.
 */
export function passwordCheck(deps: StaffDeps, now: () => Date) {
  return async (username: string, password: string, ip: string): Promise<StaffRow> => {
    const account = username.trim().toLowerCase();
    const ticket = (await deps.codes.lockedUntil(account, now()))
      ? null
      : await deps.accounts.take(account, now());
    if (!ticket) {
      await deps.audit.record({
        staffId: null,
        action: 'staff.login_locked',
        targetType: 'staff',
        targetId: null,
        after: { username: username.trim() },
        ip,
      });
      throw new AppError('ACCOUNT_LOCKED');
    }
    const staff = await deps.repo.findByUsername(username.trim());
    const ok = await verifyPassword(staff?.password_hash ?? (await UNKNOWN_STAFF_HASH), password);
    if (ok && staff) await deps.accounts.forgive(account, ticket);
    if (!staff || !ok || staff.status !== 'active') {
      await deps.audit.record({
        staffId: staff?.id ?? null,
        action: 'staff.login_failed',
        targetType: 'staff',
        targetId: staff?.id ?? null,
        after: { username: username.trim() },
        ip,
      });
      throw new AppError('STAFF_LOGIN_FAILED');
    }
    return staff;
  };
}

/** A new session of the operator on their home brand, logged; answers its token. */
export async function openStaffSession(deps: StaffDeps, staff: StaffRow, client: SignInClient, at: Date) {
  const token = randomBytes(32).toString('base64url');
  await deps.repo.insertSession({
    tokenHash: hashToken(token),
    staffId: staff.id,
    ip: client.ip,
    userAgent: client.userAgent,
    merchantId: staff.merchant_id,
    at,
    expiresAt: new Date(at.getTime() + STAFF_SESSION_MS),
  });
  await deps.repo.markLoggedIn(staff.id, at);
  await deps.audit.record({
    staffId: staff.id,
    action: 'staff.login',
    targetType: 'staff',
    targetId: staff.id,
    ip: client.ip,
  });
  return { token, roles: staff.roles };
}

export type StaffService = ReturnType<typeof staffService>;
