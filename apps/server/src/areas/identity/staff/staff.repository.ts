import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import type { StaffTable } from './staff.tables.ts';

export type StaffRow = Selectable<StaffTable>;

export function staffRepository(db: Db) {
  return {
    async findByUsername(username: string): Promise<StaffRow | undefined> {
      return db
        .selectFrom('staff')
        .selectAll()
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    async insertSession(row: { tokenHash: string; staffId: bigint; ip: string | null; expiresAt: Date }) {
      await db
        .insertInto('staff_sessions')
        .values({ token_hash: row.tokenHash, staff_id: row.staffId, ip: row.ip, expires_at: row.expiresAt })
        .execute();
    },

    async liveSession(tokenHash: string, now: Date) {
      return db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff as st', 'st.id', 's.staff_id')
        .select(['s.id as sessionId', 'st.id as staffId', 'st.username', 'st.roles', 'st.merchant_id'])
        .where('s.token_hash', '=', tokenHash)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', now)
        .where('st.status', '=', 'active')
        .executeTakeFirst();
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
