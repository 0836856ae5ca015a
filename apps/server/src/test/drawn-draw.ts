import type { Db } from '../db/kysely.ts';

/**
 * A lottery draw written straight in SQL as already drawn: opened, locked and drawn at `at` (or
 * drawn at `drawAt`), one seed standing for all three, its result stored as JSON. Answers its id.
 */
export async function insertDrawnDraw(
  db: Db,
  d: {
    merchantId: number;
    gameId: number;
    numero: string;
    at: Date;
    drawAt?: Date;
    seed?: string;
    result: unknown;
    winningNumber: string;
  },
): Promise<bigint> {
  const seed = d.seed ?? 's';
  const row = await db
    .insertInto('lottery_draws')
    .values({
      merchant_id: d.merchantId,
      game_id: d.gameId,
      numero: d.numero,
      status: 'drawn',
      open_at: d.at,
      lock_at: d.at,
      draw_at: d.drawAt ?? d.at,
      server_seed: seed,
      seed_hash: seed,
      client_seed: seed,
      result: JSON.stringify(d.result),
      winning_number: d.winningNumber,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
