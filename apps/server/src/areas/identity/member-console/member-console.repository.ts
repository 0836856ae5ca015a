import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

/** The member page's reads and writes. `merchantId` null: platform staff, any brand. */
export function memberConsoleRepository(db: Db) {
  return {
    /** The member with their brand's currency and name; undefined outside `merchantId`. */
    member(id: bigint, merchantId: number | null) {
      return db
        .selectFrom('members as m')
        .innerJoin('merchants as b', 'b.id', 'm.merchant_id')
        .selectAll('m')
        .select(['b.currency', 'b.name as merchant_name'])
        .where('m.id', '=', id)
        .$if(merchantId !== null, (q) => q.where('m.merchant_id', '=', merchantId as number))
        .executeTakeFirst();
    },

    kyc(memberId: bigint) {
      return db
        .selectFrom('member_kyc')
        .select(['status', 'front_image', 'back_image', 'selfie_image', 'submitted_at', 'review_note'])
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },

    /** The uplines of a member, nearest first, up to the top (a cycle, which should not exist, stops it). */
    async agentLine(memberId: bigint): Promise<{ id: bigint; username: string }[]> {
      const rows = await sql<{ id: bigint; username: string }>`
        with recursive line(id, username, upline_id, depth) as (
          select up.id, up.username, up.upline_id, 1
            from members m join members up on up.id = m.upline_id
           where m.id = ${memberId}
          union all
          select up.id, up.username, up.upline_id, line.depth + 1
            from line join members up on up.id = line.upline_id
           where line.depth < 50 and up.id <> ${memberId}
        )
        select id, username from line order by depth`.execute(db);
      return rows.rows;
    },

    logins(memberId: bigint, beforeId: bigint | undefined, limit: number) {
      return db
        .selectFrom('member_logins')
        .select(['id', 'created_at', 'ip', 'user_agent', 'login_type'])
        .where('member_id', '=', memberId)
        .$if(beforeId !== undefined, (q) => q.where('id', '<', beforeId as bigint))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    notes(memberId: bigint, beforeId: bigint | undefined, limit: number) {
      return db
        .selectFrom('member_notes as n')
        .innerJoin('staff as s', 's.id', 'n.staff_id')
        .select(['n.id', 'n.body', 'n.staff_id', 's.username as staff_username', 'n.created_at'])
        .where('n.member_id', '=', memberId)
        .$if(beforeId !== undefined, (q) => q.where('n.id', '<', beforeId as bigint))
        .orderBy('n.id', 'desc')
        .limit(limit)
        .execute();
    },

    async addNote(values: { member_id: bigint; merchant_id: number; staff_id: bigint; body: string }) {
      return db
        .insertInto('member_notes')
        .values(values)
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    /** Sets the flag under the member's row lock; answers what it was (undefined: no such member). */
    async setWithdrawalsFrozen(id: bigint, merchantId: number | null, frozen: boolean) {
      const row = await db
        .selectFrom('members')
        .select('withdrawals_frozen')
        .where('id', '=', id)
        .$if(merchantId !== null, (q) => q.where('merchant_id', '=', merchantId as number))
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      await db.updateTable('members').set({ withdrawals_frozen: frozen }).where('id', '=', id).execute();
      return row.withdrawals_frozen;
    },
  };
}

export type MemberConsoleRepository = ReturnType<typeof memberConsoleRepository>;
