import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import type { StaffTable } from './staff.tables.ts';

export type StaffRow = Selectable<StaffTable>;

export interface NewStaffSession {
  tokenHash: string;
  staffId: bigint;
  ip: string | null;
  userAgent: string | null;
  /** The brand the session starts on: the operator's home brand, null for a platform operator. */
  merchantId: number | null;
  /** When it opens: its first use, from which the idle timeout counts. */
  at: Date;
  expiresAt: Date;
}

/** The sign-in's reads and writes: accounts by name, sessions by token. */
export function staffRepository(db: Db) {
  return {
    async findByUsername(username: string): Promise<StaffRow | undefined> {
      return db
        .selectFrom('staff')
        .selectAll()
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    async insertSession(row: NewStaffSession): Promise<bigint> {
      const inserted = await db
        .insertInto('staff_sessions')
        .values({
          token_hash: row.tokenHash,
          staff_id: row.staffId,
          ip: row.ip,
          user_agent: row.userAgent,
          merchant_id: row.merchantId,
          last_seen_at: row.at,
          expires_at: row.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /**
     * A session that is neither revoked nor expired, of an active operator, with what its brand
     * check needs: the operator's home brand, the session's brand and whether that is one of theirs.
     * Idleness is the service's to judge (it answers its own code).
     */
    async liveSession(tokenHash: string, now: Date) {
      return db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff as st', 'st.id', 's.staff_id')
        .leftJoin('staff_brands as sb', (j) =>
          j.onRef('sb.staff_id', '=', 'st.id').onRef('sb.merchant_id', '=', 's.merchant_id'),
        )
        .select([
          's.id as sessionId',
          's.last_seen_at as lastSeenAt',
          's.merchant_id as sessionMerchantId',
          'sb.merchant_id as listedMerchantId',
          'st.id as staffId',
          'st.username',
          'st.roles',
          'st.merchant_id as homeMerchantId',
        ])
        .where('s.token_hash', '=', tokenHash)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', now)
        .where('st.status', '=', 'active')
        .executeTakeFirst();
    },

    async touchSession(id: bigint, at: Date) {
      await db.updateTable('staff_sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    },

    async revokeSession(id: bigint, at: Date) {
      await db.updateTable('staff_sessions').set({ revoked_at: at }).where('id', '=', id).execute();
    },

    async markLoggedIn(id: bigint, at: Date) {
      await db.updateTable('staff').set({ last_login_at: at }).where('id', '=', id).execute();
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
