import { KENO_ODD_MIDPOINT, KENO_SUM_MIDPOINT, type VnResult } from '@pf/shared';
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
 * shared reference settlement by the settlement tests; the rates are the ones stored on each bet.
 */
function writeWins(db: Q, outcomes: RawBuilder<unknown>): Promise<MemberWin[]> {
  // Every outcome row keeps its hits, losing ones too (a keno ticket that caught two of five
  // numbers lost, but caught two); only a positive payout is written and paid.
  return sql<MemberWin>`
    with won as (${outcomes}),
    paid as (
      update lottery_bets b
      set hits = w.hits, payout = case when w.payout > 0 then w.payout end
      from won w
      where b.id = w.id
      returning b.member_id, b.payout
    )
    select member_id, sum(payout)::bigint as amount, count(*)::int as bets
    from paid where payout is not null group by member_id order by member_id`
    .execute(db)
    .then((r) =>
      r.rows.map((row) => ({ ...row, amount: BigInt(row.amount), member_id: BigInt(row.member_id) })),
    );
}

/** Every bet pays at the terms stored on it when it was accepted (`bet-terms.ts`). */
export function settleVnDrawInSql(db: Q, drawId: bigint, result: VnResult) {
  const t = vnHitTables(result);
  const sumOf = (table: string) =>
    sql.raw(`(select coalesce(sum(t.${table}[n::int + 1]), 0)::int from unnest(b.numbers) n)`);
  const equalTo = (value: number) =>
    sql`(select count(*)::int from unnest(b.numbers) n where n::int = ${value}::int)`;
  const outcomes = sql`
    with t as (
      select ${Array.from(t.end2)}::int[] as end2, ${Array.from(t.end3)}::int[] as end3,
             ${Array.from(t.head)}::int[] as head
    ),
    -- Materialised: otherwise the planner copies the hit expression into both the filter and the
    -- payout and counts every bet twice.
    outcome as materialized (
      select b.id, b.stake, b.rate_pay, b.rate_per,
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
    select o.id, o.hits, o.stake * o.rate_pay * o.hits / o.rate_per as payout
    from outcome o
    where o.hits > 0`;
  return writeWins(db, outcomes);
}

/** A side bet on `measure` against `midpoint`: 0 loses, 1 wins (at its stored rate), 2 ties (stake back). */
function sideState(measure: number, midpoint: number, above: boolean): number {
  if (measure === midpoint) return 2;
  return measure > midpoint === above ? 1 : 0;
}

function sidePayout(state: number) {
  return sql`case ${state}::int when 1 then o.stake * o.rate_pay / o.rate_per when 2 then o.stake else 0 end`;
}

export function settleKenoDrawInSql(db: Q, drawId: bigint, drawn: readonly number[]) {
  // drawn[n] (1-based like the numbers) is 1 when n came out.
  const isDrawn = Array.from({ length: 80 }, () => 0);
  let sum = 0;
  let odd = 0;
  for (const n of drawn) {
    isDrawn[n - 1] = 1;
    sum += n;
    if (n % 2 === 1) odd += 1;
  }
  const side = {
    big: sideState(sum, KENO_SUM_MIDPOINT, true),
    small: sideState(sum, KENO_SUM_MIDPOINT, false),
    odd: sideState(odd, KENO_ODD_MIDPOINT, true),
    even: sideState(odd, KENO_ODD_MIDPOINT, false),
  };
  const outcomes = sql`
    with t as (select ${isDrawn}::int[] as drawn),
    -- Materialised: otherwise the planner copies the hit expression into both the filter and the
    -- payout and counts every bet twice.
    outcome as materialized (
      select b.id, b.stake, b.bet_type, cardinality(b.numbers) as cnt, b.rate_pay, b.rate_per, b.rate_table,
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
        when 'spots' then o.stake * coalesce(o.rate_table[o.hits + 1], 0) / o.rate_per
        when 'big' then ${sidePayout(side.big)}
        when 'small' then ${sidePayout(side.small)}
        when 'odd' then ${sidePayout(side.odd)}
        when 'even' then ${sidePayout(side.even)}
      end as payout
    from outcome o
    where o.cnt <= 10`;
  return writeWins(db, outcomes);
}
