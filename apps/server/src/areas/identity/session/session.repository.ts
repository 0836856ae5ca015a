import { type CamelValues, insertRow } from '../../../db/insert-row.ts';
import type { Db } from '../../../db/kysely.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { MemberSessionsTable } from './session.tables.ts';

/** The columns a new session is stored with, each as given. */
const SESSION_COLUMNS = ['token_hash', 'member_id', 'merchant_id', 'login_type', 'ip', 'expires_at'] as const;

/** Member sessions, stored by the SHA-256 of their token. */
export function sessionRepository(db: Db) {
  return {
    async insert(s: CamelValues<MemberSessionsTable, (typeof SESSION_COLUMNS)[number]>): Promise<void> {
      await insertRow(db, 'member_sessions', SESSION_COLUMNS, s).execute();
    },

    /** The session of a token hash if, at `at`, it is not revoked, not expired and its member is active. */
    async findLive(tokenHash: string, at: Date) {
      return db
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
        .where('s.token_hash', '=', tokenHash)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', at)
        .where('m.status', '=', 'active')
        .executeTakeFirst();
    },

    /** Revokes, at `at`, every open session of a member, optionally but one. */
    async revokeAllOf(memberId: bigint, at: Date, exceptSessionId?: bigint): Promise<void> {
      await updateWhere(db, 'member_sessions', { member_id: memberId })
        .set({ revoked_at: at })
        .where('revoked_at', 'is', null)
        .$if(exceptSessionId !== undefined, (q) => q.where('id', '!=', exceptSessionId as bigint))
        .execute();
    },

    /** Revokes one session at `at`; with `memberId`, only if it is that member's. */
    async revoke(sessionId: bigint, at: Date, memberId?: bigint): Promise<void> {
      await updateWhere(db, 'member_sessions', { id: sessionId })
        .set({ revoked_at: at })
        .$if(memberId !== undefined, (q) => q.where('member_id', '=', memberId as bigint))
        .execute();
    },
  };
}
