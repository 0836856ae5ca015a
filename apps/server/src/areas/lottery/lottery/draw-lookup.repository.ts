import { sql } from 'kysely';
import { selectWhere } from '../../../db/select-where.ts';
import type { DrawRow, Q } from './lottery.repository.ts';
import type { DrawStatus } from './lottery.tables.ts';

/** A draw as the back office lists it, with its game and the entry awaiting a decision. */
export type ListedDrawRow = DrawRow & {
  code: string;
  kind: 'vn' | 'vnfast' | 'keno';
  pending_entry: string | null;
  pending_entered_by: string | null;
  /** The draw's bets as they stand (refunded bets left out): count, money taken, money paid. */
  live_bets: number;
  live_stake: bigint;
  live_payout: bigint;
};

/** The back office's draw filters: game, state, draw days [from, to] (UTC); `limit` rows after `offset`. */
export interface BackOfficeDrawFilter {
  gameCode?: string | undefined;
  status?: DrawStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset?: number | undefined;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** Finding draws for the back office's results pages. */
export function drawLookupRepository(db: Q) {
  return {
    async idByNumero(gameId: number, numero: string): Promise<bigint | undefined> {
      const draw = await selectWhere(db, 'lottery_draws', { game_id: gameId, numero })
        .select('id')
        .executeTakeFirst();
      return draw?.id;
    },

    /** Draws newest first, of one merchant (or all when null), by the filter. */
    async listForBackOffice(merchantId: number | null, q: BackOfficeDrawFilter): Promise<ListedDrawRow[]> {
      const offset = q.offset ?? 0;
      const rows = await sql<ListedDrawRow>`
        select d.*, g.code, g.kind, e.id::text as pending_entry, e.entered_by::text as pending_entered_by,
          b.n as live_bets, b.stake as live_stake, b.payout as live_payout
        from lottery_draws d join lottery_games g on g.id = d.game_id
        left join lottery_result_entries e on e.draw_id = d.id and e.status = 'pending'
        cross join lateral (
          select count(*)::int as n, coalesce(sum(x.cost), 0)::int8 as stake,
            coalesce(sum(x.payout), 0)::int8 as payout
          from lottery_bets x where x.draw_id = d.id and not x.refunded) b
        where true
          ${merchantId !== null ? sql`and d.merchant_id = ${merchantId}` : sql``}
          ${q.gameCode ? sql`and g.code = ${q.gameCode}` : sql``}
          ${q.status ? sql`and d.status = ${q.status}` : sql``}
          ${q.from ? sql`and d.draw_at >= ${dayStart(q.from)}` : sql``}
          ${q.to ? sql`and d.draw_at < ${dayAfter(q.to)}` : sql``}
        order by d.draw_at desc, d.id desc limit ${q.limit} offset ${offset}`.execute(db);
      return rows.rows;
    },
  };
}
