import { sql } from 'kysely';
import { selectWhere } from '../../../db/select-where.ts';
import type { DrawRow, Q } from './lottery.repository.ts';
import type { DrawStatus } from './lottery.tables.ts';

/** A draw as the back office lists it, with its game and the entry awaiting a decision. */
export type ListedDrawRow = DrawRow & {
  code: string;
  kind: 'vn' | 'vnfast' | 'keno';
  pending_entry: string | null;
};

/** Finding draws for the back office's results pages. */
export function drawLookupRepository(db: Q) {
  return {
    async idByNumero(gameId: number, numero: string): Promise<bigint | undefined> {
      const draw = await selectWhere(db, 'lottery_draws', { game_id: gameId, numero })
        .select('id')
        .executeTakeFirst();
      return draw?.id;
    },

    /** Draws newest first, of one merchant (or all when null), optionally one game and status. */
    async listForBackOffice(
      merchantId: number | null,
      q: { gameCode?: string | undefined; status?: DrawStatus | undefined; limit: number },
    ): Promise<ListedDrawRow[]> {
      const rows = await sql<ListedDrawRow>`
        select d.*, g.code, g.kind,
          (select e.id::text from lottery_result_entries e where e.draw_id = d.id and e.status = 'pending') as pending_entry
        from lottery_draws d join lottery_games g on g.id = d.game_id
        where true
          ${merchantId !== null ? sql`and d.merchant_id = ${merchantId}` : sql``}
          ${q.gameCode ? sql`and g.code = ${q.gameCode}` : sql``}
          ${q.status ? sql`and d.status = ${q.status}` : sql``}
        order by d.draw_at desc limit ${q.limit}`.execute(db);
      return rows.rows;
    },
  };
}
