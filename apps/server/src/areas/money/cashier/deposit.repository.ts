import { type Insertable, type Selectable, sql } from 'kysely';
import { joinedQueries } from '../../../db/joined-queries.ts';
import type { Db } from '../../../db/kysely.ts';
import { pageWithTotal } from '../../../db/paging.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { CallbackOutcome, DepositOrdersTable, DepositStatus } from './cashier.tables.ts';

export type DepositOrderRow = Selectable<DepositOrdersTable>;

/** An order from its opening to its expiry: written, given its payment, found by number. */
function orderQueries(db: Db) {
  return {
    async insert(values: Insertable<DepositOrdersTable>): Promise<DepositOrderRow> {
      return db.insertInto('deposit_orders').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async setPayment(
      id: bigint,
      p: {
        payUrl: string | null;
        providerRef: string | null;
        instructions: object | null;
        expiresAt: Date | null;
        matchKey: string | null;
      },
    ) {
      await updateWhere(db, 'deposit_orders', { id })
        .set({
          pay_url: p.payUrl,
          provider_ref: p.providerRef,
          instructions: p.instructions === null ? null : JSON.stringify(p.instructions),
          expires_at: p.expiresAt,
          match_key: p.matchKey,
        })
        .execute();
    },

    /** Pending orders past their expiry become expired; answers how many (of the member, if given). */
    async expireDue(at: Date, memberId?: bigint): Promise<number> {
      const res = await updateWhere(db, 'deposit_orders', { status: 'pending' })
        .set({ status: 'expired', updated_at: at })
        .where('expires_at', '<=', at)
        // A transfer on chain that claimed the order was seen in time; it waits for confirmations.
        .where((eb) => eb.or([eb('match_key', 'is', null), eb('provider_ref', 'is', null)]))
        .$if(memberId !== undefined, (q) => q.where('member_id', '=', memberId as bigint))
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    async byOrderNo(orderNo: string): Promise<DepositOrderRow | undefined> {
      return db.selectFrom('deposit_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    },
  };
}

/** Transfers on chain: the order a transfer pays, its claim and its confirmations. */
function transferQueries(db: Db) {
  return {
    /**
     * The order of a transfer that names none: the one it already claimed (its hash as the provider
     * reference), else the oldest open one with its match key (address and amount). One statement,
     * so a claim committed meanwhile is seen either way, never missed between two reads.
     */
    async forTransfer(
      provider: string,
      ref: string,
      key: string | undefined,
    ): Promise<DepositOrderRow | undefined> {
      return selectWhere(db, 'deposit_orders', { provider })
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('provider_ref', '=', ref),
            ...(key === undefined
              ? []
              : [
                  eb.and([
                    eb('match_key', '=', key),
                    eb('status', '=', 'pending'),
                    eb('provider_ref', 'is', null),
                  ]),
                ]),
          ]),
        )
        .orderBy(sql`provider_ref is not null`, 'desc')
        .orderBy('id')
        .executeTakeFirst();
    },

    /** A transfer claims an open order; answers whether the order is (now) this transfer's. */
    async claim(id: bigint, ref: string): Promise<boolean> {
      await updateWhere(db, 'deposit_orders', { id })
        .set({ provider_ref: ref })
        .where('provider_ref', 'is', null)
        .execute();
      const row = await selectWhere(db, 'deposit_orders', { id }).select('provider_ref').executeTakeFirst();
      return row?.provider_ref === ref;
    },

    /** The confirmations a pending order's transfer has so far, shown with its instructions. */
    async setConfirmations(id: bigint, confirmations: number) {
      await updateWhere(db, 'deposit_orders', { id, status: 'pending' })
        .set({
          instructions: sql<string>`jsonb_set(instructions, '{confirmations}',
            to_jsonb(greatest(coalesce((instructions ->> 'confirmations')::int, 0), ${confirmations}::int)))`,
        })
        .execute();
    },
  };
}

/** The provider's answer: the order settled, its ledger transfer, the callback logged. */
function settlementQueries(db: Db) {
  return {
    /** pending → `to`; answers the row only when this call made the change (row-locked). */
    async settle(id: bigint, to: DepositStatus, at: Date, providerRef: string) {
      return updateWhere(db, 'deposit_orders', { id, status: 'pending' })
        .set({
          status: to,
          paid_at: to === 'paid' ? at : null,
          updated_at: at,
          ...(providerRef ? { provider_ref: providerRef } : {}),
        })
        .returningAll()
        .executeTakeFirst();
    },

    async setTransfer(id: bigint, transferId: bigint) {
      await db.updateTable('deposit_orders').set({ transfer_id: transferId }).where('id', '=', id).execute();
    },

    async logCallback(entry: {
      provider: string;
      orderNo: string | null;
      outcome: CallbackOutcome;
      detail: string | null;
      body: string;
      signature: string | null;
      ip: string | null;
    }) {
      await db
        .insertInto('payment_callbacks')
        .values({
          provider: entry.provider,
          order_no: entry.orderNo,
          outcome: entry.outcome,
          detail: entry.detail,
          // A forged body could be anything; keep enough of it to investigate.
          body: entry.body.slice(0, 8000),
          signature: entry.signature?.slice(0, 200) ?? null,
          ip: entry.ip,
        })
        .execute();
    },
  };
}

/** A member's own orders. */
function memberQueries(db: Db) {
  return {
    async forMember(memberId: bigint, orderNo: string): Promise<DepositOrderRow | undefined> {
      return selectWhere(db, 'deposit_orders', { member_id: memberId, order_no: orderNo })
        .selectAll()
        .executeTakeFirst();
    },

    async pageForMember(memberId: bigint, offset: number, limit: number) {
      const mine = db.selectFrom('deposit_orders').where('member_id', '=', memberId);
      return pageWithTotal(mine, (q) => q.selectAll().orderBy('id', 'desc'), { offset, limit });
    },
  };
}

/** What finance reads: the orders and the webhook log. */
function staffQueries(db: Db) {
  return {
    /** The webhook log; an operator bound to one merchant sees only callbacks of its orders. */
    async callbacks(merchantId: number | null, orderNo: string | undefined, limit: number) {
      return db
        .selectFrom('payment_callbacks as c')
        .selectAll('c')
        .$if(orderNo !== undefined, (q) => q.where('c.order_no', '=', orderNo as string))
        .$if(merchantId !== null, (q) =>
          q.where((eb) =>
            eb.exists(
              eb
                .selectFrom('deposit_orders as o')
                .select('o.id')
                .whereRef('o.order_no', '=', 'c.order_no')
                .where('o.merchant_id', '=', merchantId as number),
            ),
          ),
        )
        .orderBy('c.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

/** Deposit orders and the provider callback log. Pass a transaction as `db` to join one. */
export function depositRepository(db: Db) {
  return joinedQueries(db, orderQueries, transferQueries, settlementQueries, memberQueries, staffQueries);
}

export type DepositRepository = ReturnType<typeof depositRepository>;
