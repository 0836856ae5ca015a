import { sql } from 'kysely';
import type { DrawRow, Q } from './lottery.repository.ts';
import type { DrawStatus } from './lottery.tables.ts';

/** A result entered for a traditional draw, waiting for (or past) a second operator's decision. */
export interface EntryRow {
  id: bigint;
  draw_id: bigint;
  winning_number: string;
  source: string;
  entered_by: bigint | null;
  status: 'pending' | 'confirmed' | 'rejected';
}

/** A draw as the back office lists it, with its game and the entry awaiting a decision. */
export type ListedDrawRow = DrawRow & {
  code: string;
  kind: 'vn' | 'vnfast' | 'keno';
  pending_entry: string | null;
};

/**
 * Result entries of traditional draws and the draw changes around them (cancel, void). Pass a
 * transaction as `db` to join it.
 */
export function resultsRepository(db: Q) {
  return {
    /** Whether the draw has an entry that is pending or confirmed. */
    async hasLiveEntry(drawId: bigint): Promise<boolean> {
      const entry = await db
        .selectFrom('lottery_result_entries')
        .select('id')
        .where('draw_id', '=', drawId)
        .where('status', 'in', ['pending', 'confirmed'])
        .executeTakeFirst();
      return entry !== undefined;
    },

    async markCancelled(
      drawId: bigint,
      c: { at: Date; reason: string; betCount: number; stakeTotal: bigint },
    ): Promise<void> {
      await db
        .updateTable('lottery_draws')
        .set({
          status: 'cancelled',
          cancelled_at: c.at,
          cancel_reason: c.reason,
          bet_count: c.betCount,
          stake_total: c.stakeTotal,
        })
        .where('id', '=', drawId)
        .execute();
    },

    async insertEntry(e: {
      drawId: bigint;
      winningNumber: string;
      result: string;
      source: string;
      enteredBy: bigint | null;
      enteredAt: Date;
    }) {
      return db
        .insertInto('lottery_result_entries')
        .values({
          draw_id: e.drawId,
          winning_number: e.winningNumber,
          result: e.result,
          source: e.source,
          entered_by: e.enteredBy,
          entered_at: e.enteredAt,
        })
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
    },

    /** The entry, locked (FOR UPDATE) until the transaction ends. */
    async lockEntry(entryId: bigint): Promise<EntryRow | undefined> {
      return (
        await sql<EntryRow>`select * from lottery_result_entries where id = ${entryId} for update`.execute(db)
      ).rows[0];
    },

    async decideEntry(
      entryId: bigint,
      d: { status: 'confirmed' | 'rejected'; decidedBy: bigint; decidedAt: Date; note: string | null },
    ): Promise<void> {
      await db
        .updateTable('lottery_result_entries')
        .set({ status: d.status, decided_by: d.decidedBy, decided_at: d.decidedAt, note: d.note })
        .where('id', '=', entryId)
        .execute();
    },

    /** The entry's parsed result, as stored. */
    async entryResult(entryId: bigint) {
      const stored = await db
        .selectFrom('lottery_result_entries')
        .select('result')
        .where('id', '=', entryId)
        .executeTakeFirstOrThrow();
      return stored.result;
    },

    async drawIdByNumero(gameId: number, numero: string): Promise<bigint | undefined> {
      const draw = await db
        .selectFrom('lottery_draws')
        .select('id')
        .where('game_id', '=', gameId)
        .where('numero', '=', numero)
        .executeTakeFirst();
      return draw?.id;
    },

    async requestVoid(drawId: bigint, v: { reason: string; staffId: bigint; at: Date }): Promise<void> {
      await db
        .updateTable('lottery_draws')
        .set({ void_reason: v.reason, void_requested_by: v.staffId, void_requested_at: v.at })
        .where('id', '=', drawId)
        .execute();
    },

    async confirmVoid(drawId: bigint, staffId: bigint): Promise<void> {
      await db
        .updateTable('lottery_draws')
        .set({ void_confirmed_by: staffId })
        .where('id', '=', drawId)
        .execute();
    },

    /** Draws newest first, of one merchant (or all when null), optionally one game and status. */
    async listDraws(
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
