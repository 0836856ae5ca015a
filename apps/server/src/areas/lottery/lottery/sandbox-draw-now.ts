import { lockedDraw, OPEN_STATES, type Operator, type ResultsDeps } from './draw-guards.ts';
import { lotteryError } from './lottery.errors.ts';
import { lotteryRepository } from './lottery.repository.ts';
import { sandboxDrawRepository } from './sandbox-draw.repository.ts';

/**
 * Sandbox only (the route exists only beside the sandbox feed): brings a traditional draw's time
 * to now, so a demonstration or a journey sees its bets settled without waiting for 16:15, 17:15 or
 * 18:15. Betting on the draw closes at once; the sandbox feed then publishes the station's result
 * for that date — the same numbers it would have published at the usual time, which the operator
 * neither sees nor chooses (unless `leaveToOperators`: then operators enter it). Waits for bets being placed on the draw (they hold its row shared).
 */
export async function sandboxDrawNow(
  deps: ResultsDeps,
  drawId: bigint,
  op: Operator,
  leaveToOperators = false,
) {
  const { db, audit, now } = deps;
  return db.transaction().execute(async (trx) => {
    const draw = await lockedDraw(trx, drawId, op);
    const game = await lotteryRepository(trx).gameById(draw.game_id);
    if (game?.kind !== 'vn')
      throw lotteryError('LOTTERY_DRAW_STATE', 'only traditional draws are drawn by a feed');
    if (!OPEN_STATES.includes(draw.status))
      throw lotteryError('LOTTERY_DRAW_STATE', `the draw is ${draw.status}`);
    const at = now();
    const moved = draw.draw_at > at;
    if (moved) {
      await sandboxDrawRepository(trx).bringToNow(draw.id, at, leaveToOperators);
      await audit.record(
        {
          staffId: op.staffId,
          action: 'lottery.sandbox_draw_now',
          targetType: 'lottery_draw',
          targetId: draw.id,
          before: { status: draw.status, lockAt: draw.lock_at, drawAt: draw.draw_at },
          after: { status: 'locked', lockAt: at, drawAt: at, leaveToOperators },
          ip: op.ip,
        },
        trx,
      );
    }
    return {
      drawId: Number(draw.id),
      numero: draw.numero,
      status: moved ? 'locked' : draw.status,
      drawAt: (moved ? at : draw.draw_at).toISOString(),
    };
  });
}
