import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { brandDayBounds, brandMidnight, type DayBounds } from './brand-days.repository.ts';
import type { DepositStatus } from './cashier.tables.ts';

/** What the finance desk narrows the deposit list to (amounts in minor units, days in the brand's zone). */
export interface DepositFilter {
  status?: DepositStatus | undefined;
  method?: string | undefined;
  minAmount?: bigint | undefined;
  maxAmount?: bigint | undefined;
  from?: string | undefined;
  to?: string | undefined;
  username?: string | undefined;
}

/**
 * The brand's orders the filter finds, with member and method, newest first by id. The days are
 * read in the time zone of the order's brand: `from` starts at its midnight, `to` ends at the next.
 */
function filtered(db: Db, merchantId: number | null, f: DepositFilter, days: DayBounds) {
  return (
    db
      .selectFrom('deposit_orders as o')
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .innerJoin('payment_methods as pm', 'pm.id', 'o.method_id')
      .innerJoin('merchants as b', 'b.id', 'o.merchant_id')
      .selectAll('o')
      .select(['m.username', 'pm.code as method_code', 'pm.name as method_name'])
      .$if(merchantId !== null, (q) => q.where('o.merchant_id', '=', merchantId as number))
      .$if(f.status !== undefined, (q) => q.where('o.status', '=', f.status as DepositStatus))
      // The method's ids first, so the orders are read by (method_id, id) rather than joined and sifted.
      .$if(f.method !== undefined, (q) =>
        q.where('o.method_id', 'in', (eb) =>
          eb
            .selectFrom('payment_methods as x')
            .select('x.id')
            .where('x.code', '=', f.method as string)
            .$if(merchantId !== null, (p) => p.where('x.merchant_id', '=', merchantId as number)),
        ),
      )
      .$if(f.minAmount !== undefined, (q) => q.where('o.amount', '>=', f.minAmount as bigint))
      .$if(f.maxAmount !== undefined, (q) => q.where('o.amount', '<=', f.maxAmount as bigint))
      .$if(f.username !== undefined, (q) => q.where('m.username', '=', f.username as string))
      .$if(f.from !== undefined, (q) =>
        q.where(
          'o.created_at',
          '>=',
          brandMidnight(days.from, f.from as string, 0, sql.ref<string>('b.time_zone')),
        ),
      )
      .$if(f.to !== undefined, (q) =>
        q.where(
          'o.created_at',
          '<',
          brandMidnight(days.to, f.to as string, 1, sql.ref<string>('b.time_zone')),
        ),
      )
  );
}

export type StaffDepositRow = Awaited<ReturnType<ReturnType<typeof filtered>['execute']>>[number];

/** The finance desk's reads of deposit orders: a filtered page, every page for an export, the methods. */
export function depositDeskRepository(db: Db) {
  return {
    /** Up to `limit` orders older than the order `before` (by id), newest first. */
    async page(
      merchantId: number | null,
      f: DepositFilter,
      days: DayBounds,
      before: bigint | null,
      limit: number,
    ): Promise<StaffDepositRow[]> {
      return filtered(db, merchantId, f, days)
        .$if(before !== null, (q) => q.where('o.id', '<', before as bigint))
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Where the filter's days start and end in the brand's time zone; nothing across brands. */
    dayBounds: (merchantId: number | null, f: DepositFilter) => brandDayBounds(db, merchantId, f),

    /** The brand's deposit methods to filter by, enabled or not (old orders keep their method). */
    async methods(merchantId: number | null) {
      return db
        .selectFrom('payment_methods')
        .select(['code', 'name'])
        .distinctOn('code')
        .$if(merchantId !== null, (q) => q.where('merchant_id', '=', merchantId as number))
        .orderBy('code')
        .orderBy('id')
        .execute();
    },
  };
}

export type DepositDeskRepository = ReturnType<typeof depositDeskRepository>;
