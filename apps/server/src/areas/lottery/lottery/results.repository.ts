import { sql } from 'kysely';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { Q } from './lottery.repository.ts';

/** A result entered for a traditional draw, waiting for (or past) a second operator's decision. */
export interface EntryRow {
  id: bigint;
  draw_id: bigint;
  winning_number: string;
  source: string;
  entered_by: bigint | null;
  status: 'pending' | 'confirmed' | 'rejected';
}

/** Result entries of traditional draws. Pass a transaction as `db` to join it. */
export function resultsRepository(db: Q) {
  return {
    /** Whether the draw has an entry that is pending or confirmed. */
    async hasLiveEntry(drawId: bigint): Promise<boolean> {
      const entry = await selectWhere(db, 'lottery_result_entries', { draw_id: drawId })
        .select('id')
        .where('status', 'in', ['pending', 'confirmed'])
        .executeTakeFirst();
      return entry !== undefined;
    },

    async insertEntry(e: {
      drawId: bigint;
      winningNumber: string;
      result: string;
      source: string;
      enteredBy: bigint | null;
      enteredAt: Date;
      /** Entered already confirmed (a results feed that confirms its own answers). */
      status?: 'confirmed';
      decidedAt?: Date;
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
          ...(e.status ? { status: e.status, decided_at: e.decidedAt ?? e.enteredAt } : {}),
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
      await updateWhere(db, 'lottery_result_entries', { id: entryId })
        .set({ status: d.status, decided_by: d.decidedBy, decided_at: d.decidedAt, note: d.note })
        .execute();
    },

    /** The entry's parsed result, as stored. */
    async entryResult(entryId: bigint) {
      const stored = await selectWhere(db, 'lottery_result_entries', { id: entryId })
        .select('result')
        .executeTakeFirstOrThrow();
      return stored.result;
    },
  };
}
