import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { hashPassword, verifyPassword } from '../../../platform/password.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { type GuessCounter, guessCounter } from '../session/guess-counter.repository.ts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '../session/login-guard.ts';
import { hashToken } from '../session/session.service.ts';
import type { StaffRepository } from './staff.repository.ts';

/** Back-office sessions are short: an operator signs in again after 12 hours. */
export const STAFF_SESSION_MS = 12 * 3_600_000;

export type { StaffSession } from '../../../plugins/auth-sessions.ts';

const UNKNOWN_STAFF_HASH = hashPassword(randomBytes(16).toString('hex'));

/** Staff accounts lock as member accounts do: five wrong guesses, fifteen minutes. */
export function staffLoginCounter(db: Db): GuessCounter {
  return guessCounter(db, 'staff-login', {
    maxFailures: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    lockMs: LOGIN_LOCK_MS,
  });
}

export function staffService(deps: {
  repo: StaffRepository;
  audit: AuditService;
  /** Guesses per account, counted before each password is checked. */
  accounts: GuessCounter;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    async login(username: string, password: string, ip: string): Promise<{ token: string; roles: string[] }> {
      const account = username.trim().toLowerCase();
      const ticket = await deps.accounts.take(account, now());
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
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await deps.repo.insertSession({
        tokenHash: hashToken(token),
        staffId: staff.id,
        ip,
        expiresAt: new Date(at.getTime() + STAFF_SESSION_MS),
      });
      await deps.repo.markLoggedIn(staff.id, at);
      await deps.audit.record({
        staffId: staff.id,
        action: 'staff.login',
        targetType: 'staff',
        targetId: staff.id,
        ip,
      });
      return { token, roles: staff.roles };
    },

    async resolve(token: string): Promise<StaffSession | null> {
      const row = await deps.repo.liveSession(hashToken(token), now());
      if (!row) return null;
      return {
        sessionId: row.sessionId,
        staffId: row.staffId,
        username: row.username,
        roles: row.roles as StaffRole[],
        merchantId: row.merchant_id,
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

export type StaffService = ReturnType<typeof staffService>;
