import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import type { AdjustmentStatus, BalanceAdjustmentsTable } from './adjustments.tables.ts';

export type AdjustmentRow = Selectable<BalanceAdjustmentsTable> & { member_username: string };

const COLUMNS = [
  'a.id',
  'a.merchant_id',
  'a.member_id',
  'a.currency',
  'a.direction',
  'a.amount',
  'a.reason',
  'a.attachment_key',
  'a.attachment_type',
  'a.status',
  'a.maker_id',
  'a.approver_id',
  'a.reject_reason',
  'a.transfer_id',
  'a.created_at',
  'a.decided_at',
  'm.username as member_username',
] as const;

/** Manual adjustments and the member facts they need. `merchantId` null: platform staff, any brand. */
export function adjustmentsRepository(db: Db) {
  const rows = () =>
    db
      .selectFrom('balance_adjustments as a')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .select(COLUMNS);
  return {
    /** The member as an adjustment names them, with their brand's currency; undefined outside `merchantId`. */
    memberOf(memberId: bigint, merchantId: number | null) {
      return db
        .selectFrom('members as m')
        .innerJoin('merchants as b', 'b.id', 'm.merchant_id')
        .select(['m.id', 'm.merchant_id', 'b.currency'])
        .where('m.id', '=', memberId)
        .$if(merchantId !== null, (q) => q.where('m.merchant_id', '=', merchantId as number))
        .executeTakeFirst();
    },

    async insert(values: Insertable<BalanceAdjustmentsTable>): Promise<bigint> {
      const row = await db
        .insertInto('balance_adjustments')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find(id: bigint, merchantId: number | null): Promise<AdjustmentRow | undefined> {
      return rows()
        .where('a.id', '=', id)
        .$if(merchantId !== null, (q) => q.where('a.merchant_id', '=', merchantId as number))
        .executeTakeFirst();
    },

    /** Takes the row's lock: a second decision waits here and then finds the first one's result. */
    lock(id: bigint, merchantId: number | null): Promise<AdjustmentRow | undefined> {
      return rows()
        .where('a.id', '=', id)
        .$if(merchantId !== null, (q) => q.where('a.merchant_id', '=', merchantId as number))
        .forUpdate('a')
        .executeTakeFirst();
    },

    async decide(
      id: bigint,
      values: {
        status: AdjustmentStatus;
        approver_id: bigint;
        decided_at: Date;
        transfer_id?: bigint;
        reject_reason?: string;
      },
    ): Promise<void> {
      await db.updateTable('balance_adjustments').set(values).where('id', '=', id).execute();
    },

    list(q: {
      merchantId: number | null;
      status?: AdjustmentStatus | undefined;
      memberId?: bigint | undefined;
      beforeId?: bigint | undefined;
      limit: number;
    }): Promise<AdjustmentRow[]> {
      return rows()
        .$if(q.merchantId !== null, (b) => b.where('a.merchant_id', '=', q.merchantId as number))
        .$if(q.status !== undefined, (b) => b.where('a.status', '=', q.status as AdjustmentStatus))
        .$if(q.memberId !== undefined, (b) => b.where('a.member_id', '=', q.memberId as bigint))
        .$if(q.beforeId !== undefined, (b) => b.where('a.id', '<', q.beforeId as bigint))
        .orderBy('a.id', 'desc')
        .limit(q.limit)
        .execute();
    },
  };
}
