import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { pageWithTotal } from '../../../db/paging.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { WithdrawalStatus, WithdrawalsTable } from './cashier.tables.ts';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** Withdrawal orders. Pass a transaction as `db` to join one. */
export function withdrawRepository(db: Db) {
  return {
    /** Inserts unless the member already used this request key; answers null then. */
    async insert(values: Insertable<WithdrawalsTable>): Promise<WithdrawalRow | null> {
      const row = await db
        .insertInto('withdrawals')
        .values(values)
        .onConflict((oc) => oc.columns(['member_id', 'request_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async byRequestKey(memberId: bigint, key: string) {
      return selectWhere(db, 'withdrawals', { member_id: memberId, request_key: key })
        .selectAll()
        .executeTakeFirst();
    },

    async byOrderNo(orderNo: string) {
      return db.selectFrom('withdrawals').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    },

    /** Moves `from` → the new values; answers the row only when this call made the change. */
    async transition(id: bigint, from: WithdrawalStatus, set: Updateable<WithdrawalsTable>) {
      return updateWhere(db, 'withdrawals', { id, status: from }).set(set).returningAll().executeTakeFirst();
    },

    /**
     * Paid withdrawals nobody confirmed in time count as received (§4); not before the provider
     * answered their payout, as until then nothing may have reached the member.
     */
    async autoConfirmDue(now: Date, memberId?: bigint): Promise<number> {
      const res = await updateWhere(db, 'withdrawals', { status: 'paid' })
        .set({ status: 'received', confirmation: 'auto', confirmed_at: now })
        .where('payout_sent_at', 'is not', null)
        .where('confirm_by', '<=', now)
        .$if(memberId !== undefined, (q) => q.where('member_id', '=', memberId as bigint))
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    async pageForMember(memberId: bigint, offset: number, limit: number) {
      const mine = db.selectFrom('withdrawals').where('member_id', '=', memberId);
      return pageWithTotal(mine, (q) => q.selectAll().orderBy('id', 'desc'), { offset, limit });
    },
  };
}

export type WithdrawRepository = ReturnType<typeof withdrawRepository>;
