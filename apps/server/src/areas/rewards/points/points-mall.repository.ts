import type { RedeemStatus } from '@pf/shared';
import type { Selectable } from 'kysely';
import { type CamelValues, insertRow } from '../../../db/insert-row.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { PointImagesTable, PointRedeemsTable } from './points.tables.ts';

// The mall: rewards, their stock and images, redemptions and staff decisions on them.

export interface RewardRow {
  id: bigint;
  merchant_id: number;
  names: Record<string, string>;
  image_id: string | null;
  points: bigint;
  stock: number;
  sort: number;
  active: boolean;
}

/** A redemption with its reward's names and image and the member's username. */
export type RedeemRow = Omit<Selectable<PointRedeemsTable>, 'decided_by'> & {
  names: Record<string, string>;
  image_id: string | null;
  username: string;
};

const rewardColumns = [
  'id',
  'merchant_id',
  'names',
  'image_id',
  'points',
  'stock',
  'sort',
  'active',
] as const;

/** The mall's rewards as staff keep them and members see them. */
export function rewardsQueries(db: Db) {
  return {
    /** The rewards on show: active, not archived, in staff order. */
    async shelf(merchantId: number): Promise<RewardRow[]> {
      return selectWhere(db, 'point_rewards', { merchant_id: merchantId })
        .select(rewardColumns)
        .where('archived_at', 'is', null)
        .where('active', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** Every reward staff can still edit. */
    async rewards(merchantId: number): Promise<RewardRow[]> {
      return selectWhere(db, 'point_rewards', { merchant_id: merchantId })
        .select(rewardColumns)
        .where('archived_at', 'is', null)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async reward(id: bigint): Promise<RewardRow | undefined> {
      return selectWhere(db, 'point_rewards', { id })
        .select(rewardColumns)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
    },

    async insertReward(
      r: Omit<RewardRow, 'id' | 'names'> & { names: Record<string, string> },
      at: Date,
    ): Promise<RewardRow> {
      return db
        .insertInto('point_rewards')
        .values({ ...r, names: JSON.stringify(r.names), created_at: at, updated_at: at })
        .returning(rewardColumns)
        .executeTakeFirstOrThrow();
    },

    async updateReward(
      id: bigint,
      patch: Partial<Omit<RewardRow, 'id' | 'merchant_id'>>,
      at: Date,
    ): Promise<RewardRow | undefined> {
      const { names, ...rest } = patch;
      return updateWhere(db, 'point_rewards', { id })
        .set({ ...rest, ...(names ? { names: JSON.stringify(names) } : {}), updated_at: at })
        .where('archived_at', 'is', null)
        .returning(rewardColumns)
        .executeTakeFirst();
    },

    async archiveReward(id: bigint, at: Date): Promise<boolean> {
      const r = await updateWhere(db, 'point_rewards', { id })
        .set({ archived_at: at, active: false, updated_at: at })
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
  };
}

/** The columns a redemption is recorded with, each as given. */
const REDEEM_COLUMNS = ['merchant_id', 'member_id', 'reward_id', 'request_id', 'quantity', 'points'] as const;

/** Redemptions as members make them. */
export function redeemsQueries(db: Db) {
  function redeemQuery() {
    return db
      .selectFrom('point_redeems as r')
      .innerJoin('point_rewards as w', 'w.id', 'r.reward_id')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .select([
        'r.id',
        'r.merchant_id',
        'r.member_id',
        'r.reward_id',
        'r.request_id',
        'r.quantity',
        'r.points',
        'r.status',
        'r.remark',
        'r.created_at',
        'r.decided_at',
        'w.names',
        'w.image_id',
        'm.username',
      ]);
  }

  return {
    /**
     * Claims a request id: inserts the redemption unless the member already used the id. A second
     * call with the same id waits here for the first to commit or roll back.
     */
    async claimRedeem(
      r: CamelValues<PointRedeemsTable, (typeof REDEEM_COLUMNS)[number]> & { at: Date },
    ): Promise<bigint | undefined> {
      const row = await insertRow(db, 'point_redeems', REDEEM_COLUMNS, r, { created_at: r.at })
        .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async redeem(id: bigint): Promise<RedeemRow | undefined> {
      return redeemQuery().where('r.id', '=', id).executeTakeFirst();
    },

    async redeemByRequest(memberId: bigint, requestId: string): Promise<RedeemRow | undefined> {
      return redeemQuery()
        .where('r.member_id', '=', memberId)
        .where('r.request_id', '=', requestId)
        .executeTakeFirst();
    },

    async redeemPage(
      f: { merchantId: number; memberId?: bigint; status?: RedeemStatus | undefined },
      limit: number,
      offset: number,
    ) {
      let rows = redeemQuery().where('r.merchant_id', '=', f.merchantId);
      let count = db
        .selectFrom('point_redeems as r')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('r.merchant_id', '=', f.merchantId);
      if (f.memberId !== undefined) {
        rows = rows.where('r.member_id', '=', f.memberId);
        count = count.where('r.member_id', '=', f.memberId);
      }
      if (f.status) {
        rows = rows.where('r.status', '=', f.status);
        count = count.where('r.status', '=', f.status);
      }
      const [list, n] = await Promise.all([
        rows.orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows: list, total: Number(n.n) };
    },
  };
}

/** The columns a reward image is stored with, each as given. */
const IMAGE_COLUMNS = [
  'id',
  'merchant_id',
  'storage_key',
  'content_type',
  'size_bytes',
  'sha256',
  'created_by',
] as const;

/** Reward images: stored bytes or a drawn picture, by id. */
export function imagesQueries(db: Db) {
  return {
    async insertImage(r: CamelValues<PointImagesTable, (typeof IMAGE_COLUMNS)[number]>): Promise<void> {
      await insertRow(db, 'point_images', IMAGE_COLUMNS, r)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async image(id: string) {
      return selectWhere(db, 'point_images', { id })
        .select(['id', 'merchant_id', 'storage_key', 'content_type'])
        .executeTakeFirst();
    },
  };
}

/** Staff decisions on redemptions. */
export function decisionsQueries(db: Db) {
  return {
    /** Locks a redemption still waiting for a decision; undefined when none (or decided). */
    async lockOpenRedeem(id: bigint, merchantId: number) {
      return selectWhere(db, 'point_redeems', { id, merchant_id: merchantId })
        .select(['id', 'member_id', 'reward_id', 'quantity', 'points', 'status'])
        .forUpdate()
        .executeTakeFirst();
    },

    async decide(
      id: bigint,
      d: { status: Exclude<RedeemStatus, 'in_process'>; remark: string | null; staffId: bigint; at: Date },
    ): Promise<void> {
      await updateWhere(db, 'point_redeems', { id })
        .set({ status: d.status, remark: d.remark, decided_by: d.staffId, decided_at: d.at })
        .execute();
    },
  };
}

/** A reward's stock, taken by redemptions and given back by rejections. */
export function stockQueries(db: Db) {
  return {
    /**
     * Takes `quantity` from a reward on show in one guarded statement: concurrent redemptions queue
     * on the row and each sees the stock the one before left, so stock never goes below zero.
     */
    async takeStock(merchantId: number, rewardId: bigint, quantity: number): Promise<RewardRow | undefined> {
      return updateWhere(db, 'point_rewards', { id: rewardId, merchant_id: merchantId })
        .set((eb) => ({ stock: eb('stock', '-', quantity) }))
        .where('archived_at', 'is', null)
        .where('active', '=', true)
        .where('stock', '>=', quantity)
        .returning(rewardColumns)
        .executeTakeFirst();
    },

    async returnStock(rewardId: bigint, quantity: number): Promise<void> {
      await updateWhere(db, 'point_rewards', { id: rewardId })
        .set((eb) => ({ stock: eb('stock', '+', quantity) }))
        .execute();
    },
  };
}
