import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { MAX_DEPTH } from '../agents/downline.repository.ts';
import type { TeamFigures } from './run-payout.ts';

const NONE: TeamFigures = { validBet: 0n, payout: 0n, profitLoss: 0n, activeMembers: 0 };

/**
 * The settled-bet figures of several teams over `[from, to)` in one statement: each root (a
 * contract's downline agent) with every account below it, at any depth, within the brand. A run
 * settles thousands of contracts whose teams nest inside each other; reading them one contract at
 * a time walked the same subtrees and summed the same members' hours over and over.
 */
export async function teamFiguresOf(
  db: Db,
  q: { merchantId: number; roots: readonly bigint[]; from: Date; to: Date },
): Promise<(root: bigint) => TeamFigures> {
  const found = new Map<bigint, TeamFigures>();
  if (q.roots.length > 0) {
    const roots = [...new Set(q.roots.map(String))];
    const rows = await sql<{ root: string; valid: string; payout: string; active: number }>`
      with recursive tree(root, id, depth) as (
        select r, r, 0 from unnest(${roots}::bigint[]) as r
        union all
        select t.root, m.id, t.depth + 1 from tree t join members m on m.upline_id = t.id
        where m.merchant_id = ${q.merchantId} and t.depth < ${MAX_DEPTH}
      ), team as (
        select distinct root, id from tree
      ), figures as (
        select member_id, sum(valid_bet) as valid, sum(payout) as payout
        from bet_stats_hourly
        where member_id in (select id from team) and hour >= ${q.from} and hour < ${q.to}
        group by member_id
      )
      select t.root::text as root, coalesce(sum(f.valid), 0)::text as valid,
             coalesce(sum(f.payout), 0)::text as payout,
             (count(*) filter (where f.valid >= 1))::int as active
      from team t left join figures f on f.member_id = t.id
      group by t.root`.execute(db);
    for (const r of rows.rows) {
      const validBet = BigInt(r.valid);
      const payout = BigInt(r.payout);
      found.set(BigInt(r.root), { validBet, payout, profitLoss: validBet - payout, activeMembers: r.active });
    }
  }
  return (root) => found.get(root) ?? NONE;
}
