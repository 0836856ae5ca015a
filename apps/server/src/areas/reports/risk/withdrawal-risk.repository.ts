import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

/** The look-back of the shared address or device flag. */
export const SHARED_ACCESS_DAYS = 30;

export interface RiskReadingRow {
  order_no: string;
  merchant_id: number;
  member_id: string;
  since: Date;
  deposits: string;
  turnover: string;
  account_added_at: Date | null;
  request_at: Date;
  paid_before: boolean;
}

export interface SharedAccessRow {
  order_no: string;
  other_id: string;
  username: string;
  by_address: boolean;
  by_device: boolean;
}

/** Statuses of a withdrawal whose money has left: the period of the turnover flag starts there. */
const PAID = sql`('paid', 'received', 'disputed')`;

/**
 * The risk readings of a page of withdrawals, each read for the whole page in one statement (a
 * lateral subquery per withdrawal walks only that member's rows through their indexes).
 *
 * Turnover is every settled stake: vendor and in-house rounds and lottery bets from the hourly bet
 * statistics (0027), Crash bets from their own table (they feed no statistics). The statistics are
 * kept per hour, so the period's first hour counts whole.
 */
export function withdrawalRiskRepository(db: Db) {
  const page = (orderNos: readonly string[], merchantId: number | null) => sql`
    select w.id, w.order_no, w.merchant_id, w.member_id, w.created_at, w.bank_account_id,
           w.receiving_address, m.created_at as registered_at
    from withdrawals w join members m on m.id = w.member_id
    where w.order_no = any(${sql.val(orderNos)}::text[])
      and (${merchantId}::int is null or w.merchant_id = ${merchantId}::int)`;

  return {
    async readings(orderNos: readonly string[], merchantId: number | null): Promise<RiskReadingRow[]> {
      const res = await sql<RiskReadingRow>`
        with w as (${page(orderNos, merchantId)})
        select w.order_no, w.merchant_id, w.member_id::text, s.since, w.created_at as request_at,
               dep.total::text as deposits, (bet.total + crash.total)::text as turnover,
               a.created_at as account_added_at, paid.before as paid_before
        from w
        cross join lateral (
          select coalesce(max(p.paid_at), w.registered_at) as since from withdrawals p
          where p.member_id = w.member_id and p.id <> w.id and p.status in ${PAID} and p.paid_at is not null
        ) s
        cross join lateral (
          select coalesce(sum(d.amount), 0) as total from deposit_orders d
          where d.member_id = w.member_id and d.status = 'paid' and d.paid_at >= s.since
        ) dep
        cross join lateral (
          select coalesce(sum(h.valid_bet), 0) as total from bet_stats_hourly h
          where h.member_id = w.member_id and h.hour >= date_trunc('hour', s.since, 'UTC')
        ) bet
        cross join lateral (
          select coalesce(sum(c.stake), 0) as total from crash_bets c
          where c.member_id = w.member_id and c.status <> 'open' and c.settled_at >= s.since
        ) crash
        left join member_bank_accounts a on a.id = w.bank_account_id
        cross join lateral (
          select exists (
            select 1 from withdrawals p
            where p.member_id = w.member_id and p.id <> w.id and p.status in ${PAID}
              and (p.bank_account_id = w.bank_account_id or p.receiving_address = w.receiving_address)
          ) as before
        ) paid`.execute(db);
      return res.rows;
    },

    /**
     * Other members of the same brand signed in, within the look-back, from an address or a device
     * the withdrawing member signed in from within it. Addresses and devices are matched apart (two
     * index range reads) and joined after, as an `or` would read every sign-in of the brand.
     */
    async sharedAccess(
      orderNos: readonly string[],
      merchantId: number | null,
      now: Date,
    ): Promise<SharedAccessRow[]> {
      const from = new Date(now.getTime() - SHARED_ACCESS_DAYS * 86_400_000);
      const res = await sql<SharedAccessRow>`
        with w as (${page(orderNos, merchantId)}),
        mine as (
          select distinct w.order_no, w.member_id, w.merchant_id, l.ip, l.device_id
          from w join member_logins l on l.member_id = w.member_id and l.created_at >= ${from}
        ),
        seen as (
          select mine.order_no, o.member_id as other_id, true as by_address, false as by_device
          from mine join member_logins o on o.merchant_id = mine.merchant_id and o.ip = mine.ip
          where o.created_at >= ${from} and o.member_id <> mine.member_id
          union all
          select mine.order_no, o.member_id, false, true
          from mine join member_logins o on o.merchant_id = mine.merchant_id and o.device_id = mine.device_id
          where o.created_at >= ${from} and o.member_id <> mine.member_id
        )
        select seen.order_no, seen.other_id::text as other_id, m.username,
               bool_or(seen.by_address) as by_address, bool_or(seen.by_device) as by_device
        from seen join members m on m.id = seen.other_id
        group by seen.order_no, seen.other_id, m.username
        order by seen.order_no, m.username`.execute(db);
      return res.rows;
    },
  };
}
