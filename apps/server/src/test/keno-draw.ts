import { kenoBetTerms, settleClaimedDraw, termColumns } from '../areas/lottery/index.ts';
import type { Db } from '../db/kysely.ts';
import { selectWhere } from '../db/select-where.ts';
import { insertDrawnDraw } from './drawn-draw.ts';

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
  const drawId = await insertDrawnDraw(db, {
    merchantId: opts.merchantId,
    gameId: game.id,
    numero: opts.numero,
    at: opts.at,
    ...(opts.drawAt ? { drawAt: opts.drawAt } : {}),
    result: drawn,
    winningNumber: drawn.join(','),
  });
  await db
    .insertInto('lottery_bets')
    .values(
      opts.lines.map((l, line) => ({
        merchant_id: opts.merchantId,
        member_id: opts.memberId,
        game_id: game.id,
        draw_id: drawId,
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
      const row = await selectWhere(trx, 'lottery_draws', { id: drawId })
        .selectAll()
        .forUpdate()
        .executeTakeFirstOrThrow();
      return settleClaimedDraw(trx, row, now);
    });
  return { drawId, settle };
}

/**
 * A member's drawn keno draw of three lines (250.00, 120.50 and 99.00, the last refunded), drawn
 * now: the suites that follow settled bets check what they count of it (370.50 valid, two lines).
 */
export function threeLineKeno(db: Db, merchantId: number, memberId: bigint, numero: string) {
  return drawnKeno(db, {
    merchantId,
    memberId,
    numero,
    lines: [{ cost: 25_000n }, { cost: 12_050n }, { cost: 9_900n, refunded: true }],
    at: new Date(),
  });
}
