import type { Db } from '../../../db/kysely.ts';

/** An operator's sessions as the session lists show them, and the ways they end. */
export function staffSessionsRepository(db: Db) {
  return {
    /** Sessions still usable: not revoked, not expired, used since `idleSince`; newest first. */
    async live(staffId: bigint, now: Date, idleSince: Date) {
      return db
        .selectFrom('staff_sessions')
        .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent', 'merchant_id'])
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .where('last_seen_at', '>', idleSince)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },

    /** Ends one session of the operator; false when it is not theirs or already ended. */
    async revokeOne(staffId: bigint, sessionId: bigint, at: Date, trx: Db = db): Promise<boolean> {
      const rows = await trx
        .updateTable('staff_sessions')
        .set({ revoked_at: at })
        .where('id', '=', sessionId)
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** Ends every session of the operator; answers how many were live. */
    async revokeAll(staffId: bigint, at: Date, trx: Db = db): Promise<number> {
      const rows = await trx
        .updateTable('staff_sessions')
        .set({ revoked_at: at })
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length;
    },

    async setBrand(sessionId: bigint, merchantId: number | null) {
      await db
        .updateTable('staff_sessions')
        .set({ merchant_id: merchantId })
        .where('id', '=', sessionId)
        .execute();
    },
  };
}

export type StaffSessionsRepository = ReturnType<typeof staffSessionsRepository>;
