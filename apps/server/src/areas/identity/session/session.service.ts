import { createHash, randomBytes } from 'node:crypto';
import { DEMO_ACCOUNT_FLAG, REMEMBER_ME_MS, SESSION_TTL_MS } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { MemberSession } from '../../../plugins/auth-sessions.ts';
import { sessionRepository } from './session.repository.ts';
import type { MemberSessionsTable } from './session.tables.ts';

export type LoginType = MemberSessionsTable['login_type'];

export type { MemberSession } from '../../../plugins/auth-sessions.ts';

/** Tokens are opaque random strings; only their SHA-256 is stored, so a database leak reveals none. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionService(db: Db, now: () => Date = () => new Date()) {
  const repo = sessionRepository(db);
  return {
    /** A new session; `remember` (§9 remember me) makes it last a day instead of the normal time. */
    async create(
      member: { id: bigint; merchant_id: number },
      loginType: LoginType,
      ip: string | null,
      remember = false,
    ): Promise<{ token: string; expiresAt: string }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + (remember ? REMEMBER_ME_MS : SESSION_TTL_MS));
      await repo.insert({
        tokenHash: hashToken(token),
        memberId: member.id,
        merchantId: member.merchant_id,
        loginType,
        ip,
        expiresAt,
      });
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /** The live session of a token: not revoked, not expired, member active. */
    async resolve(token: string): Promise<MemberSession | null> {
      const row = await repo.findLive(hashToken(token), now());
      if (!row) return null;
      return {
        sessionId: row.id,
        memberId: row.member_id,
        merchantId: row.merchant_id,
        username: row.username,
        type: row.type,
        isAgent: row.type,
        demo: row.type === DEMO_ACCOUNT_FLAG,
        loginType: row.login_type,
        expiresAt: row.expires_at,
      };
    },

    /** Ends every session of a member (after a password change or reset), optionally but one. */
    async revokeAllOf(memberId: bigint, exceptSessionId?: bigint): Promise<void> {
      await repo.revokeAllOf(memberId, now(), exceptSessionId);
    },

    /** Ends one session; with `memberId`, only if it is that member's. */
    async revoke(sessionId: bigint, memberId?: bigint): Promise<void> {
      await repo.revoke(sessionId, now(), memberId);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
