import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { teamOf } from './downline.repository.ts';

export interface TeamStats {
  members: number;
  newMembers: number;
  activeMembers: number;
  deposits: bigint;
  withdrawals: bigint;
  validBets: bigint;
  profit: bigint;
}

/**
 * Valid bets of the team in [from, to): vendor and in-house rounds settled in the window, and our
 * lottery's lines of draws settled in it; void rounds and refunded lines are not bets.
 */
function teamBets(merchantId: number, agentId: bigint, from: Date, to: Date) {
  return sql<{ member_id: bigint; stake: bigint; win: bigint }>`(
    select r.member_id, r.stake, r.win from game_rounds r
    where r.merchant_id = ${merchantId} and r.status = 'settled'
      and r.settled_at >= ${from} and r.settled_at < ${to}
      and r.member_id in (select id from ${teamOf(merchantId, agentId)} t)
    union all
    select b.member_id, b.cost, coalesce(b.payout, 0) from lottery_bets b
    join lottery_draws d on d.id = b.draw_id
    where b.merchant_id = ${merchantId} and d.status = 'settled' and not b.refunded
      and d.settled_at >= ${from} and d.settled_at < ${to}
      and b.member_id in (select id from ${teamOf(merchantId, agentId)} t))`;
}

/** The team overview's figures, read from the members, cashier, rounds and lottery tables. */
export function teamStatsRepository(db: Db) {
  return {
    async overview(merchantId: number, agentId: bigint, from: Date, to: Date): Promise<TeamStats> {
      const r = await sql<Record<keyof TeamStats, string>>`
        with team as (select t.id from ${teamOf(merchantId, agentId)} t),
             bets as (select * from ${teamBets(merchantId, agentId, from, to)} b)
        select
          (select count(*) from team) as "members",
          (select count(*) from members m where m.id in (select id from team)
             and m.created_at >= ${from} and m.created_at < ${to}) as "newMembers",
          (select count(distinct member_id) from bets) as "activeMembers",
          (select coalesce(sum(o.amount), 0) from deposit_orders o where o.merchant_id = ${merchantId}
             and o.status = 'paid' and o.paid_at >= ${from} and o.paid_at < ${to}
             and o.member_id in (select id from team)) as "deposits",
          (select coalesce(sum(coalesce(w.paid_amount, w.amount)), 0) from withdrawals w
             where w.merchant_id = ${merchantId} and w.status in ('paid', 'received', 'disputed')
             and w.paid_at >= ${from} and w.paid_at < ${to}
             and w.member_id in (select id from team)) as "withdrawals",
          (select coalesce(sum(stake), 0) from bets) as "validBets",
          (select coalesce(sum(win - stake), 0) from bets) as "profit"`.execute(db);
      const row = r.rows[0];
      return {
        members: Number(row?.members ?? 0),
        newMembers: Number(row?.newMembers ?? 0),
        activeMembers: Number(row?.activeMembers ?? 0),
        deposits: BigInt(row?.deposits ?? 0),
        withdrawals: BigInt(row?.withdrawals ?? 0),
        validBets: BigInt(row?.validBets ?? 0),
        profit: BigInt(row?.profit ?? 0),
      };
    },
  };
}

export type TeamStatsRepository = ReturnType<typeof teamStatsRepository>;
