import { kenoBetTerms, settleClaimedDraw, termColumns } from '../areas/lottery/index.ts';
import type { Db } from '../db/kysely.ts';
import { selectWhere } from '../db/select-where.ts';

/** One line of a test keno ticket: its cost (minor units) and whether it was refunded. */
export interface KenoLine {
  cost: bigint;
  refunded?: boolean;
}

/**
 * A drawn keno draw of the brand holding these lines of one member (bet type 'big'), written
 * straight in SQL, and its settlement as the lottery runs it (the draw row locked, then settled in
 * one transaction). Suites that follow settled bets (points, statistics, missions, bonus wagering)
 * use it as their lottery source.
 */
export async function drawnKeno(
  db: Db,
  opts: { merchantId: number; memberId: bigint; numero: string; lines: KenoLine[]; at: Date; drawAt?: Date },
) {
  const game = await selectWhere(db, 'lottery_games', { merchant_id: opts.merchantId, code: 'keno' })
    .select('id')
    .executeTakeFirstOrThrow();
  const drawn = Array.from({ length: 20 }, (_, i) => i + 1);
  const draw = await db
    .insertInto('lottery_draws')
    .values({
      merchant_id: opts.merchantId,
      game_id: game.id,
      numero: opts.numero,
      status: 'drawn',
      open_at: opts.at,
      lock_at: opts.at,
      draw_at: opts.drawAt ?? opts.at,
      server_seed: 's',
      seed_hash: 's',
      client_seed: 's',
      result: JSON.stringify(drawn),
      winning_number: drawn.join(','),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lottery_bets')
    .values(
      opts.lines.map((l, line) => ({
        merchant_id: opts.merchantId,
        member_id: opts.memberId,
        game_id: game.id,
        draw_id: draw.id,
        request_id: `${opts.numero}-ticket`,
        line,
        bet_type: 'big',
        numbers: [],
        stake: l.cost,
        cost: l.cost,
        refunded: l.refunded ?? false,
        ...termColumns(kenoBetTerms('big', 0)),
        currency: 'VND',
        placed_at: opts.at,
      })),
    )
    .execute();
  const settle = (now: Date = new Date()) =>
    db.transaction().execute(async (trx) => {
      const row = await selectWhere(trx, 'lottery_draws', { id: draw.id })
        .selectAll()
        .forUpdate()
        .executeTakeFirstOrThrow();
      return settleClaimedDraw(trx, row, now);
    });
  return { drawId: draw.id, settle };
}
