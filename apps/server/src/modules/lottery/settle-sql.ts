import {
  KENO_ODD_MIDPOINT,
  KENO_PAYTABLE_TENTHS,
  KENO_SIDE_WIN_HUNDREDTHS,
  KENO_SUM_MIDPOINT,
  VN_BET_TYPES,
  type VnRegionOdds,
  type VnResult,
} from '@pf/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Q } from './lottery.repository.ts';
import { vnHitTables } from './settle-table.ts';

/** What one member won in a draw, and on how many bets. */
export interface MemberWin {
  member_id: bigint;
  amount: bigint;
  bets: number;
}

/**
 * Set-based settlement: the draw's hit tables travel to the database once as arrays, and one
 * statement computes every bet's hits and payout, writes the winning rows and answers the total
 * per winning member. Nothing per bet crosses the wire, which is what lets a draw of a million
 * bets settle in seconds. The rules are those of `settle-table.ts` (same tables), held against the
 * shared reference settlement by the settlement tests.
 */
function writeWins(db: Q, outcomes: RawBuilder<unknown>): Promise<MemberWin[]> {
  return sql<MemberWin>`
    with won as (${outcomes}),
    paid as (
      update lottery_bets b set hits = w.hits, payout = w.payout
      from won w
      where b.id = w.id and w.payout > 0
      returning b.member_id, b.payout
    )
    select member_id, sum(payout)::bigint as amount, count(*)::int as bets
    from paid group by member_id order by member_id`
    .execute(db)
    .then((r) =>
      r.rows.map((row) => ({ ...row, amount: BigInt(row.amount), member_id: BigInt(row.member_id) })),
    );
}

/** Rates as rows (bet type, count, pay, per): count 0 for every type but lô trượt (4–10). */
function vnRates(odds: VnRegionOdds) {
  const types: string[] = [];
  const counts: number[] = [];
  const pays: string[] = [];
  const pers: string[] = [];
  for (const type of VN_BET_TYPES) {
    if (type === 'loTruot') {
      for (const [count, rate] of Object.entries(odds.loTruot)) {
        types.push(type);
        counts.push(Number(count));
        pays.push(String(rate.pay));
        pers.push(String(rate.per));
      }
    } else {
      types.push(type);
      counts.push(0);
      pays.push(String(odds[type].pay));
      pers.push(String(odds[type].per));
    }
  }
  return { types, counts, pays, pers };
}

export function settleVnDrawInSql(db: Q, drawId: bigint, result: VnResult, odds: VnRegionOdds) {
  const t = vnHitTables(result);
  const r = vnRates(odds);
  const sumOf = (table: string) =>
    sql.raw(`(select coalesce(sum(t.${table}[n::int + 1]), 0)::int from unnest(b.numbers) n)`);
  const equalTo = (value: number) =>
    sql`(select count(*)::int from unnest(b.numbers) n where n::int = ${value}::int)`;
  const outcomes = sql`
    with t as (
      select ${Array.from(t.end2)}::int[] as end2, ${Array.from(t.end3)}::int[] as end3,
             ${Array.from(t.head)}::int[] as head
    ),
    rate as (
      select * from unnest(${r.types}::text[], ${r.counts}::int[], ${r.pays}::bigint[], ${r.pers}::bigint[])
        as x(bet_type, cnt, pay, per)
    ),
    -- Materialised: otherwise the planner copies the hit expression into both the filter and the
    -- payout and counts every bet twice.
    outcome as materialized (
      select b.id, b.stake, b.bet_type,
        case when b.bet_type = 'loTruot' then cardinality(b.numbers) else 0 end as cnt,
        case b.bet_type
          when 'lo2' then ${sumOf('end2')}
          when 'lo3' then ${sumOf('end3')}
          when 'deDau' then ${sumOf('head')}
          when 'de' then ${equalTo(t.de)}
          when 'baCang' then ${equalTo(t.baCang)}
          when 'dau' then ${equalTo(t.dau)}
          when 'duoi' then ${equalTo(t.duoi)}
          -- Lô trượt: none of its numbers may appear; xiên: all of them must.
          when 'loTruot' then (select bool_and(t.end2[n::int + 1] = 0)::int from unnest(b.numbers) n)
          else (select bool_and(t.end2[n::int + 1] > 0)::int from unnest(b.numbers) n)
        end as hits
      from lottery_bets b cross join t
      where b.draw_id = ${drawId}
    )
    select o.id, o.hits, o.stake * r.pay * o.hits / r.per as payout
    from outcome o join rate r on r.bet_type = o.bet_type and r.cnt = o.cnt
    where o.hits > 0`;
  return writeWins(db, outcomes);
}

/** Pays in hundredths of the stake for a side bet on `measure` against `midpoint` (a tie pushes). */
function sideHundredths(measure: number, midpoint: number, above: boolean): number {
  if (measure === midpoint) return 100;
  return measure > midpoint === above ? KENO_SIDE_WIN_HUNDREDTHS : 0;
}

export function settleKenoDrawInSql(db: Q, drawId: bigint, drawn: readonly number[]) {
  // drawn[n] (1-based like the numbers) is 1 when n came out; tenths[spots × 11 + hits + 1].
  const isDrawn = Array.from({ length: 80 }, () => 0);
  let sum = 0;
  let odd = 0;
  for (const n of drawn) {
    isDrawn[n - 1] = 1;
    sum += n;
    if (n % 2 === 1) odd += 1;
  }
  const tenths = Array.from(
    { length: 121 },
    (_, i) => KENO_PAYTABLE_TENTHS[Math.floor(i / 11)]?.[i % 11] ?? 0,
  );
  const side = {
    big: sideHundredths(sum, KENO_SUM_MIDPOINT, true),
    small: sideHundredths(sum, KENO_SUM_MIDPOINT, false),
    odd: sideHundredths(odd, KENO_ODD_MIDPOINT, true),
    even: sideHundredths(odd, KENO_ODD_MIDPOINT, false),
  };
  const outcomes = sql`
    with t as (select ${isDrawn}::int[] as drawn, ${tenths}::int[] as tenths),
    -- Materialised: otherwise the planner copies the hit expression into both the filter and the
    -- payout and counts every bet twice.
    outcome as materialized (
      select b.id, b.stake, b.bet_type, cardinality(b.numbers) as cnt,
        case b.bet_type
          when 'spots' then (select coalesce(sum(t.drawn[n::int]), 0)::int from unnest(b.numbers) n)
          when 'big' then ${sum}::int when 'small' then ${sum}::int
          when 'odd' then ${odd}::int when 'even' then ${odd}::int
        end as hits
      from lottery_bets b cross join t
      where b.draw_id = ${drawId}
    )
    select o.id, o.hits,
      case o.bet_type
        when 'spots' then o.stake * coalesce(t.tenths[o.cnt * 11 + o.hits + 1], 0) / 10
        when 'big' then o.stake * ${side.big}::int / 100
        when 'small' then o.stake * ${side.small}::int / 100
        when 'odd' then o.stake * ${side.odd}::int / 100
        when 'even' then o.stake * ${side.even}::int / 100
      end as payout
    from outcome o cross join t
    where o.cnt <= 10`;
  return writeWins(db, outcomes);
}
