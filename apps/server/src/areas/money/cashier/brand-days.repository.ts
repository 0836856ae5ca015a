import { type Expression, sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

/**
 * Day filters of the finance desk's lists (deposits, withdrawals and their CSV exports) read days in
 * the brand's time zone, as its operators count them: `from` starts at that day's midnight, `to`
 * ends at the next one's.
 */
export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** The instants a day range starts and ends at in one brand's time zone, read before the list. */
export interface DayBounds {
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * The instant a day (plus `days`) starts at: given (one brand's, resolved first, so the planner
 * sees a value and reads the creation-time index for a narrow range), or, for a platform-wide
 * operator, in the zone of each row's own brand, whose `time_zone` column the caller joins.
 */
export function brandMidnight(
  bound: Date | undefined,
  day: string,
  days: 0 | 1,
  timeZone: Expression<string>,
) {
  return bound ?? sql<Date>`(${day}::date + ${days}::int)::timestamp at time zone ${timeZone}`;
}

/** Where the range's days start and end in the brand's time zone; nothing across brands. */
export async function brandDayBounds(db: Db, merchantId: number | null, range: DayRange): Promise<DayBounds> {
  if (merchantId === null || (range.from === undefined && range.to === undefined)) return {};
  const row = await db
    .selectFrom('merchants')
    .select([
      sql<Date | null>`(${range.from ?? null}::date)::timestamp at time zone time_zone`.as('from'),
      sql<Date | null>`(${range.to ?? null}::date + 1)::timestamp at time zone time_zone`.as('to'),
    ])
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return { from: row?.from ?? undefined, to: row?.to ?? undefined };
}
