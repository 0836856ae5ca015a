import { parseAmountToMinor, type WithdrawalFilter } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { brandDayBounds, brandMidnight } from './brand-days.repository.ts';
import type { WithdrawalStatus } from './cashier.tables.ts';

/** `like` reads % and _ as wildcards; a username typed with them means the characters. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The finance desk's withdrawal list, filtered and read a page at a time by key. Pending ones come
 * oldest first (the queue is worked from its head), the others newest first; `after` is the order
 * number that ended the page before. The list call and the CSV export (reports area) both read it.
 * Days are the brand's, in its time zone, as on the deposit list.
 */
export function staffWithdrawalList(db: Db) {
  return {
    async page(
      merchantId: number | null,
      filter: WithdrawalFilter,
      after: string | undefined,
      limit: number,
    ) {
      const ascending = filter.status === 'pending';
      const min = filter.minAmount === undefined ? null : parseAmountToMinor(filter.minAmount);
      const max = filter.maxAmount === undefined ? null : parseAmountToMinor(filter.maxAmount);
      const days = await brandDayBounds(db, merchantId, filter);
      const zone = sql.ref<string>('b.time_zone');
      return (
        db
          .selectFrom('withdrawals as w')
          .innerJoin('members as m', 'm.id', 'w.member_id')
          .innerJoin('merchants as b', 'b.id', 'w.merchant_id')
          .selectAll('w')
          .select('m.username')
          .$if(merchantId !== null, (q) => q.where('w.merchant_id', '=', merchantId as number))
          .$if(filter.status !== undefined, (q) =>
            q.where('w.status', '=', filter.status as WithdrawalStatus),
          )
          .$if(min !== null, (q) => q.where('w.amount', '>=', min as bigint))
          .$if(max !== null, (q) => q.where('w.amount', '<=', max as bigint))
          .$if(filter.from !== undefined, (q) =>
            q.where('w.created_at', '>=', brandMidnight(days.from, filter.from as string, 0, zone)),
          )
          // The end day is included: everything before the next day's midnight.
          .$if(filter.to !== undefined, (q) =>
            q.where('w.created_at', '<', brandMidnight(days.to, filter.to as string, 1, zone)),
          )
          .$if(filter.username !== undefined, (q) =>
            q.where((eb) =>
              eb(eb.fn('lower', ['m.username']), 'like', likePrefix(filter.username as string)),
            ),
          )
          .$if(after !== undefined, (q) =>
            q.where('w.id', ascending ? '>' : '<', (eb) =>
              eb
                .selectFrom('withdrawals as a')
                .select('a.id')
                .where('a.order_no', '=', after as string),
            ),
          )
          .orderBy('w.id', ascending ? 'asc' : 'desc')
          .limit(limit)
          .execute()
      );
    },
  };
}

export type StaffWithdrawalRow = Awaited<ReturnType<ReturnType<typeof staffWithdrawalList>['page']>>[number];
