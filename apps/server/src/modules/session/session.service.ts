import { createHash, randomBytes } from 'node:crypto';
import { DEMO_ACCOUNT_FLAG, REMEMBER_ME_MS } from '@pf/shared';
import type { Db } from '../../db/kysely.ts';
import type { MemberRow } from '../member/member.repository.ts';
import type { MemberSessionsTable } from '../member/member.tables.ts';

export type LoginType = MemberSessionsTable['login_type'];

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

/** Tokens are opaque random strings; only their SHA-256 is stored, so a database leak reveals none. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionService(db: Db, now: () => Date = () => new Date()) {
  return {
    async create(
      member: Pick<MemberRow, 'id' | 'merchant_id'>,
      loginType: LoginType,
      ip: string | null,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('member_sessions')
        .values({
          token_hash: hashToken(token),
          member_id: member.id,
          merchant_id: member.merchant_id,
          login_type: loginType,
          ip,
          expires_at: new Date(now().getTime() + REMEMBER_ME_MS),
        })
        .execute();
      return token;
    },

    /** The live session of a token: not revoked, not expired, member active. */
    async resolve(token: string): Promise<MemberSession | null> {
      const row = await db
        .selectFrom('member_sessions as s')
        .innerJoin('members as m', 'm.id', 's.member_id')
        .select([
          's.id',
          's.member_id',
          's.merchant_id',
          's.login_type',
          's.expires_at',
          'm.username',
          'm.type',
        ])
        .where('s.token_hash', '=', hashToken(token))
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', now())
        .where('m.status', '=', 'active')
        .executeTakeFirst();
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
      await db
        .updateTable('member_sessions')
        .set({ revoked_at: now() })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .$if(exceptSessionId !== undefined, (q) => q.where('id', '!=', exceptSessionId as bigint))
        .execute();
    },

    /** Ends one session; with `memberId`, only if it is that member's. */
    async revoke(sessionId: bigint, memberId?: bigint): Promise<void> {
      await db
        .updateTable('member_sessions')
        .set({ revoked_at: now() })
        .where('id', '=', sessionId)
        .$if(memberId !== undefined, (q) => q.where('member_id', '=', memberId as bigint))
        .execute();
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
