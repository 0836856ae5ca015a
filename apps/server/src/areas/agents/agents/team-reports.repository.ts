import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { teamOf } from './downline.repository.ts';

/** Which members a report reads: the caller's whole team, or one member of it the guard let through. */
export type TeamScope = { merchantId: number; agentId: bigint; memberId?: bigint | undefined };

export interface TeamBetRow {
  username: string;
  category: string;
  bet_count: string;
  valid_bet: string;
  payout: string;
}

export interface LossRow {
  username: string;
  valid_bet: string;
  payout: string;
}

/**
 * The team's bets read from the hourly valid-bet statistics (migration 0027, kept by the settlement
 * triggers). Hours are whole, so a period starting on a day boundary reads them exactly.
 */
function teamHours(s: TeamScope, from: Date, to: Date) {
  const who =
    s.memberId !== undefined
      ? sql`h.member_id = ${s.memberId}`
      : sql`h.member_id in (select id from ${teamOf(s.merchantId, s.agentId)} t)`;
  return sql`bet_stats_hourly h
    where h.merchant_id = ${s.merchantId} and h.hour >= ${from} and h.hour < ${to} and ${who}`;
}

export function teamReportsRepository(db: Db) {
  return {
    /** Per member and category, the biggest valid bet first. */
    async bets(
      s: TeamScope,
      from: Date,
      to: Date,
      category: string | undefined,
      page: { limit: number; offset: number },
    ) {
      const cat = category ? sql`and h.category = ${category}` : sql``;
      const grouped = sql`select h.member_id, h.category, sum(h.bet_count) as bet_count,
          sum(h.valid_bet) as valid_bet, sum(h.payout) as payout
        from ${teamHours(s, from, to)} ${cat} group by h.member_id, h.category`;
      const [rows, totals] = await Promise.all([
        sql<TeamBetRow>`select m.username, g.category, g.bet_count::text as bet_count,
            g.valid_bet::text as valid_bet, g.payout::text as payout
          from (${grouped}) g join members m on m.id = g.member_id
          order by g.valid_bet desc, m.username, g.category
          limit ${page.limit} offset ${page.offset}`.execute(db),
        sql<{ n: string; bet_count: string; valid_bet: string; payout: string }>`
          select count(*)::text as n, coalesce(sum(g.bet_count), 0)::text as bet_count,
            coalesce(sum(g.valid_bet), 0)::text as valid_bet, coalesce(sum(g.payout), 0)::text as payout
          from (${grouped}) g`.execute(db),
      ]);
      const t = totals.rows[0];
      return {
        rows: rows.rows,
        total: Number(t?.n ?? 0),
        betCount: BigInt(t?.bet_count ?? 0),
        validBet: BigInt(t?.valid_bet ?? 0),
        payout: BigInt(t?.payout ?? 0),
      };
    },

    /** Members whose payout stayed below their valid bet, the biggest loss first. */
    async losses(s: TeamScope, from: Date, to: Date, page: { limit: number; offset: number }) {
      const losing = sql`select h.member_id, sum(h.valid_bet) as valid_bet, sum(h.payout) as payout
        from ${teamHours(s, from, to)} group by h.member_id having sum(h.valid_bet) > sum(h.payout)`;
      const [rows, totals] = await Promise.all([
        sql<LossRow>`select m.username, g.valid_bet::text as valid_bet, g.payout::text as payout
          from (${losing}) g join members m on m.id = g.member_id
          order by g.valid_bet - g.payout desc, m.username
          limit ${page.limit} offset ${page.offset}`.execute(db),
        sql<{ n: string; loss: string }>`select count(*)::text as n,
            coalesce(sum(g.valid_bet - g.payout), 0)::text as loss from (${losing}) g`.execute(db),
      ]);
      const t = totals.rows[0];
      return { rows: rows.rows, total: Number(t?.n ?? 0), loss: BigInt(t?.loss ?? 0) };
    },
  };
}

export type TeamReportsRepository = ReturnType<typeof teamReportsRepository>;
