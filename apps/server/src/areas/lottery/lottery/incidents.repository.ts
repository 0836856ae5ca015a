import { sql } from 'kysely';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { DrawRow, Q } from './lottery.repository.ts';

export interface IncidentRow {
  id: bigint;
  game_code: string;
  reason: string;
  status: 'pending' | 'confirmed';
  opened_by: bigint;
  opened_at: Date;
  confirmed_by: bigint | null;
  confirmed_at: Date | null;
  draw_count: number;
  bet_count: number;
}

/** Platform incidents and the draws they cancel. Pass a transaction as `db` to join it. */
export function incidentsRepository(db: Q) {
  return {
    /** Whether any brand has an RNG game with this code. */
    async isRngGame(code: string): Promise<boolean> {
      const row = await selectWhere(db, 'lottery_games', { code })
        .select('id')
        .where('kind', '<>', 'vn')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(i: {
      gameCode: string;
      reason: string;
      openedBy: bigint;
      openedAt: Date;
    }): Promise<IncidentRow> {
      return db
        .insertInto('lottery_incidents')
        .values({ game_code: i.gameCode, reason: i.reason, opened_by: i.openedBy, opened_at: i.openedAt })
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<IncidentRow>;
    },

    /** The incident, locked (FOR UPDATE) until the transaction ends. */
    async lock(id: bigint): Promise<IncidentRow | undefined> {
      const r = await sql<IncidentRow>`select * from lottery_incidents where id = ${id} for update`.execute(
        db,
      );
      return r.rows[0];
    },

    async list(q: { status?: 'pending' | 'confirmed' | undefined; limit: number }): Promise<IncidentRow[]> {
      let query = db.selectFrom('lottery_incidents').selectAll().orderBy('id', 'desc').limit(q.limit);
      if (q.status) query = query.where('status', '=', q.status);
      return query.execute() as Promise<IncidentRow[]>;
    },

    async confirm(
      id: bigint,
      c: { by: bigint; at: Date; drawCount: number; betCount: number },
    ): Promise<IncidentRow> {
      return updateWhere(db, 'lottery_incidents', { id })
        .set({
          status: 'confirmed',
          confirmed_by: c.by,
          confirmed_at: c.at,
          draw_count: c.drawCount,
          bet_count: c.betCount,
        })
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<IncidentRow>;
    },

    /**
     * Every draw of the RNG game on every brand that sells or has sold and is not drawn yet,
     * locked in id order: a bet being placed on one holds it shared, so this waits for the bet,
     * and a bet arriving later finds the draw cancelled. The scheduler drawing one meanwhile holds
     * it too; once drawn it no longer matches and stays as drawn.
     */
    async lockOpenDraws(gameCode: string): Promise<DrawRow[]> {
      const r = await sql<DrawRow>`
        select d.* from lottery_draws d join lottery_games g on g.id = d.game_id
        where g.code = ${gameCode} and g.kind <> 'vn' and d.status in ('open', 'locked')
        order by d.id for update of d`.execute(db);
      return r.rows;
    },
  };
}
