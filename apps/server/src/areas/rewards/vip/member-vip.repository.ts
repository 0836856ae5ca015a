import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { selectWhere } from '../../../db/select-where.ts';

/** A member's VIP level as staff change it. */
export function memberVipRepository(db: Kysely<Database>) {
  return {
    /**
     * Sets a member's level and answers the one they had, or undefined when no such member is in
     * `merchantId`'s brand (null: any brand). The row stays locked until the caller's transaction ends.
     */
    async swap(id: bigint, merchantId: number | null, level: number): Promise<number | undefined> {
      const row = await selectWhere(db, 'members', { id })
        .select('vip_level')
        .$if(merchantId !== null, (q) => q.where('merchant_id', '=', merchantId as number))
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      await db.updateTable('members').set({ vip_level: level }).where('id', '=', id).execute();
      return row.vip_level;
    },
  };
}
