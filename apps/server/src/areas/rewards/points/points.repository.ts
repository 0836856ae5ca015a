import type { RedeemStatus } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { pageWithTotal } from '../../../db/paging.ts';
import type { PointEntryKind } from './points.tables.ts';

export interface ConfigRow {
  merchant_id: number;
  enabled: boolean;
  bet_per_point: bigint;
  convert_points: bigint;
  convert_amount: bigint;
  min_convert: bigint;
}

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

export interface RedeemRow {
  id: bigint;
  merchant_id: number;
  member_id: bigint;
  reward_id: bigint;
  request_id: string;
  quantity: number;
  points: bigint;
  status: RedeemStatus;
  remark: string | null;
  created_at: Date;
  decided_at: Date | null;
  names: Record<string, string>;
  image_id: string | null;
  username: string;
}

export interface EntryInput {
  merchantId: number;
  memberId: bigint;
  kind: PointEntryKind;
  sourceKey: string;
  reference: string;
}

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

/** A brand's points rules. */
function configQueries(db: Db) {
  return {
    async config(merchantId: number): Promise<ConfigRow | undefined> {
      return db
        .selectFrom('point_configs')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
    },

    async saveConfig(c: ConfigRow, at: Date): Promise<void> {
      const values = { ...c, updated_at: at };
      await db
        .insertInto('point_configs')
        .values(values)
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
        .execute();
    },

    /** The merchant's currency, for conversions into its wallet. */
    async currencyOf(merchantId: number): Promise<string> {
      const r = await sql<{
        currency: string;
      }>`select currency from merchants where id = ${merchantId}`.execute(db);
      const row = r.rows[0];
      if (!row) throw new Error(`merchant ${merchantId} missing`);
      return row.currency;
    },
  };
}

/** The points ledger: balances and their append-only entries. */
function ledgerQueries(db: Db) {
  async function entry(e: EntryInput, delta: bigint, balanceAfter: bigint): Promise<void> {
    await db
      .insertInto('point_entries')
      .values({
        merchant_id: e.merchantId,
        member_id: e.memberId,
        delta,
        balance_after: balanceAfter,
        kind: e.kind,
        source_key: e.sourceKey,
        reference: e.reference,
      })
      .execute();
  }

  return {
    entry,

    async balance(memberId: bigint): Promise<bigint> {
      const row = await db
        .selectFrom('point_balances')
        .select('balance')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row?.balance ?? 0n;
    },

    /**
     * Takes points when the member has them: the guarded update refuses (null) rather than letting
     * the CHECK fail, and writes the entry with the balance it left.
     */
    async spend(e: EntryInput, amount: bigint, at: Date): Promise<bigint | null> {
      const row = await db
        .updateTable('point_balances')
        .set((eb) => ({ balance: eb('balance', '-', amount), updated_at: at }))
        .where('member_id', '=', e.memberId)
        .where('balance', '>=', amount)
        .returning('balance')
        .executeTakeFirst();
      if (!row) return null;
      await entry(e, -amount, row.balance);
      return row.balance;
    },

    /** Gives points back (a rejected redemption); the balance row may not exist yet. */
    async give(e: EntryInput, amount: bigint, at: Date): Promise<bigint> {
      const row = await db
        .insertInto('point_balances')
        .values({ member_id: e.memberId, merchant_id: e.merchantId, balance: amount, updated_at: at })
        .onConflict((oc) =>
          oc.column('member_id').doUpdateSet((eb) => ({
            balance: eb('point_balances.balance', '+', amount),
            updated_at: at,
          })),
        )
        .returning('balance')
        .executeTakeFirstOrThrow();
      await entry(e, amount, row.balance);
      return row.balance;
    },

    async entries(memberId: bigint, limit: number, offset: number) {
      const mine = db.selectFrom('point_entries').where('member_id', '=', memberId);
      const columns = ['id', 'kind', 'delta', 'balance_after', 'reference', 'created_at'] as const;
      return pageWithTotal(mine, (q) => q.select(columns).orderBy('id', 'desc'), { offset, limit });
    },

    /**
     * Adds what a valid bet earns at the brand's ratio, once per source key: the function the
     * settlement triggers call (migration 0022).
     */
    async accrue(
      merchantId: number,
      memberId: bigint,
      validBet: bigint,
      sourceKey: string,
      reference: string,
    ) {
      await sql`select points_accrue(${merchantId}::int, ${memberId}::bigint, ${validBet}::bigint,
        ${sourceKey}, ${reference})`.execute(db);
    },
  };
}

/** The mall's rewards as staff keep them and members see them. */
function rewardsQueries(db: Db) {
  return {
    /** The rewards on show: active, not archived, in staff order. */
    async shelf(merchantId: number): Promise<RewardRow[]> {
      return db
        .selectFrom('point_rewards')
        .select(rewardColumns)
        .where('merchant_id', '=', merchantId)
        .where('archived_at', 'is', null)
        .where('active', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** Every reward staff can still edit. */
    async rewards(merchantId: number): Promise<RewardRow[]> {
      return db
        .selectFrom('point_rewards')
        .select(rewardColumns)
        .where('merchant_id', '=', merchantId)
        .where('archived_at', 'is', null)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async reward(id: bigint): Promise<RewardRow | undefined> {
      return db
        .selectFrom('point_rewards')
        .select(rewardColumns)
        .where('id', '=', id)
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
      return db
        .updateTable('point_rewards')
        .set({ ...rest, ...(names ? { names: JSON.stringify(names) } : {}), updated_at: at })
        .where('id', '=', id)
        .where('archived_at', 'is', null)
        .returning(rewardColumns)
        .executeTakeFirst();
    },

    async archiveReward(id: bigint, at: Date): Promise<boolean> {
      const r = await db
        .updateTable('point_rewards')
        .set({ archived_at: at, active: false, updated_at: at })
        .where('id', '=', id)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
  };
}

/** Redemptions as members make them. */
function redeemsQueries(db: Db) {
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
    async claimRedeem(r: {
      merchantId: number;
      memberId: bigint;
      rewardId: bigint;
      requestId: string;
      quantity: number;
      points: bigint;
      at: Date;
    }): Promise<bigint | undefined> {
      const row = await db
        .insertInto('point_redeems')
        .values({
          merchant_id: r.merchantId,
          member_id: r.memberId,
          reward_id: r.rewardId,
          request_id: r.requestId,
          quantity: r.quantity,
          points: r.points,
          created_at: r.at,
        })
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

/** Conversions to cash, one per request id. */
function conversionsQueries(db: Db) {
  return {
    async claimConversion(c: {
      merchantId: number;
      memberId: bigint;
      requestId: string;
      points: bigint;
      amount: bigint;
      currency: string;
      at: Date;
    }): Promise<boolean> {
      const row = await db
        .insertInto('point_conversions')
        .values({
          merchant_id: c.merchantId,
          member_id: c.memberId,
          request_id: c.requestId,
          points: c.points,
          amount: c.amount,
          currency: c.currency,
          created_at: c.at,
        })
        .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async conversion(memberId: bigint, requestId: string) {
      return db
        .selectFrom('point_conversions')
        .select(['points', 'amount', 'currency'])
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },
  };
}

/** Reward images: stored bytes or a drawn picture, by id. */
function imagesQueries(db: Db) {
  return {
    async insertImage(r: {
      id: string;
      merchantId: number;
      storageKey: string;
      contentType: string;
      sizeBytes: number;
      sha256: string;
      createdBy: bigint | null;
    }): Promise<void> {
      await db
        .insertInto('point_images')
        .values({
          id: r.id,
          merchant_id: r.merchantId,
          storage_key: r.storageKey,
          content_type: r.contentType,
          size_bytes: r.sizeBytes,
          sha256: r.sha256,
          created_by: r.createdBy,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async image(id: string) {
      return db
        .selectFrom('point_images')
        .select(['id', 'merchant_id', 'storage_key', 'content_type'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

/** Staff decisions on redemptions. */
function decisionsQueries(db: Db) {
  return {
    /** Locks a redemption still waiting for a decision; undefined when none (or decided). */
    async lockOpenRedeem(id: bigint, merchantId: number) {
      return db
        .selectFrom('point_redeems')
        .select(['id', 'member_id', 'reward_id', 'quantity', 'points', 'status'])
        .where('id', '=', id)
        .where('merchant_id', '=', merchantId)
        .forUpdate()
        .executeTakeFirst();
    },

    async decide(
      id: bigint,
      d: { status: Exclude<RedeemStatus, 'in_process'>; remark: string | null; staffId: bigint; at: Date },
    ): Promise<void> {
      await db
        .updateTable('point_redeems')
        .set({ status: d.status, remark: d.remark, decided_by: d.staffId, decided_at: d.at })
        .where('id', '=', id)
        .execute();
    },
  };
}

/** A reward's stock, taken by redemptions and given back by rejections. */
function stockQueries(db: Db) {
  return {
    /**
     * Takes `quantity` from a reward on show in one guarded statement: concurrent redemptions queue
     * on the row and each sees the stock the one before left, so stock never goes below zero.
     */
    async takeStock(merchantId: number, rewardId: bigint, quantity: number): Promise<RewardRow | undefined> {
      return db
        .updateTable('point_rewards')
        .set((eb) => ({ stock: eb('stock', '-', quantity) }))
        .where('id', '=', rewardId)
        .where('merchant_id', '=', merchantId)
        .where('archived_at', 'is', null)
        .where('active', '=', true)
        .where('stock', '>=', quantity)
        .returning(rewardColumns)
        .executeTakeFirst();
    },

    async returnStock(rewardId: bigint, quantity: number): Promise<void> {
      await db
        .updateTable('point_rewards')
        .set((eb) => ({ stock: eb('stock', '+', quantity) }))
        .where('id', '=', rewardId)
        .execute();
    },
  };
}

/** SQL of points and the mall. Pass a transaction as `db` to join it. */
export function pointsRepository(db: Db) {
  return {
    ...configQueries(db),
    ...ledgerQueries(db),
    ...rewardsQueries(db),
    ...stockQueries(db),
    ...redeemsQueries(db),
    ...conversionsQueries(db),
    ...imagesQueries(db),
    ...decisionsQueries(db),
  };
}

export type PointsRepository = ReturnType<typeof pointsRepository>;
