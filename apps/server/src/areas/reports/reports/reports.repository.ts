import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

export interface DayRange {
  merchantId: number;
  from: string;
  to: string;
}

export interface BetSums {
  key: string;
  bets: bigint;
  stake: bigint;
  payout: bigint;
}

export interface MoneySums {
  day: string;
  deposits: bigint;
  depositCount: bigint;
  firstDeposits: bigint;
  withdrawals: bigint;
  withdrawalCount: bigint;
  registrations: bigint;
  bonuses: bigint;
  adjustments: bigint;
}

export type BetGroup = 'day' | 'vendor' | 'category' | 'game';

export interface BetFilter {
  vendor?: string | undefined;
  category?: string | undefined;
  game?: string | undefined;
  day?: string | undefined;
}

const big = (v: string | number | bigint | null) => BigInt(v ?? 0);

/** Reads of the daily figures the triggers keep (migration 0054); days are the brand's own. */
export function reportsRepository(db: Db) {
  const betsIn = (r: DayRange, f: BetFilter = {}) => {
    let q = db
      .selectFrom('report_bets_daily')
      .where('merchant_id', '=', r.merchantId)
      .where('day', '>=', r.from)
      .where('day', '<=', r.to);
    if (f.vendor !== undefined) q = q.where('vendor', '=', f.vendor);
    if (f.category !== undefined) q = q.where('category', '=', f.category);
    if (f.game !== undefined) q = q.where('game', '=', f.game);
    if (f.day !== undefined) q = q.where('day', '=', f.day);
    return q;
  };

  return {
    /** Bets, stakes and payouts per `group`, every shard added up, largest stake first (days in order). */
    async bets(r: DayRange, group: BetGroup, f: BetFilter = {}): Promise<BetSums[]> {
      const key = group === 'day' ? sql<string>`day::text` : sql<string>`${sql.ref(group)}`;
      const rows = await betsIn(r, f)
        .select([
          key.as('key'),
          sql<string>`sum(bets)`.as('bets'),
          sql<string>`sum(stake)`.as('stake'),
          sql<string>`sum(payout)`.as('payout'),
        ])
        .groupBy(sql.ref(group))
        .orderBy(group === 'day' ? sql.ref('day') : sql`sum(stake) desc, ${sql.ref(group)}`)
        .execute();
      return rows.map((x) => ({ key: x.key, bets: big(x.bets), stake: big(x.stake), payout: big(x.payout) }));
    },

    /** Members who bet, per day, and over the whole range (a member counted once). */
    async players(r: DayRange): Promise<{ perDay: Map<string, number>; total: number }> {
      const [perDay, total] = await Promise.all([
        db
          .selectFrom('report_actives_daily')
          .where('merchant_id', '=', r.merchantId)
          .where('day', '>=', r.from)
          .where('day', '<=', r.to)
          .select([sql<string>`day::text`.as('day'), sql<string>`sum(players)`.as('n')])
          .groupBy('day')
          .execute(),
        // Each month's row holds the member's days as bits; the range's days of that month are a
        // mask of consecutive bits from its first to its last day in the month.
        sql<{ n: string }>`
          select count(distinct member_id) as n from report_player_months m
          cross join lateral (
            select extract(day from greatest(${r.from}::date, m.month))::int as first,
                   extract(day from least(${r.to}::date, (m.month + interval '1 month' - interval '1 day')::date))::int as last
          ) span
          where m.merchant_id = ${r.merchantId}
            and m.month between date_trunc('month', ${r.from}::date)::date and ${r.to}::date
            and m.days & (((1::bigint << span.last) - 1) - ((1::bigint << (span.first - 1)) - 1)) <> 0`.execute(
          db,
        ),
      ]);
      return {
        perDay: new Map(perDay.map((x) => [x.day, Number(x.n)])),
        total: Number(total.rows[0]?.n ?? 0),
      };
    },

    async money(r: DayRange): Promise<MoneySums[]> {
      const rows = await db
        .selectFrom('report_money_daily')
        .where('merchant_id', '=', r.merchantId)
        .where('day', '>=', r.from)
        .where('day', '<=', r.to)
        .select([
          sql<string>`day::text`.as('day'),
          'deposits',
          'deposit_count',
          'first_deposits',
          'withdrawals',
          'withdrawal_count',
          'registrations',
          'bonuses',
          'adjustments',
        ])
        .orderBy('day')
        .execute();
      return rows.map((x) => ({
        day: x.day,
        deposits: big(x.deposits),
        depositCount: big(x.deposit_count),
        firstDeposits: big(x.first_deposits),
        withdrawals: big(x.withdrawals),
        withdrawalCount: big(x.withdrawal_count),
        registrations: big(x.registrations),
        bonuses: big(x.bonuses),
        adjustments: big(x.adjustments),
      }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
