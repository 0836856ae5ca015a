import { betsRepository } from './bets.repository.ts';
import { lockedDraw, OPEN_STATES, type Operator, type ResultsDeps } from './draw-guards.ts';
import { refundAndMarkCancelled } from './draw-refund.ts';
import { drawVoidRepository } from './draw-void.repository.ts';
import { lotteryError } from './lottery.errors.ts';
import { type DrawRow, lotteryRepository, type Q } from './lottery.repository.ts';
import { resultsRepository } from './results.repository.ts';

// Cancellations and voids of draws, with their refunds. Every change and its audit row commit together.

/** A void is for draws without a result: once one is entered, it is confirmed or rejected instead. */
async function noResultEntered(trx: Q, drawId: bigint): Promise<void> {
  if (await resultsRepository(trx).hasLiveEntry(drawId)) throw lotteryError('LOTTERY_RESULT_EXISTS');
}

/** Refunds every bet of the draw, marks it cancelled and audits it. */
async function refundAndCancel(
  deps: ResultsDeps,
  trx: Q,
  draw: DrawRow,
  reason: string,
  op: Operator | null,
  action: 'lottery.draw_cancel' | 'lottery.draw_void_confirm',
) {
  const [done] = await refundAndMarkCancelled(trx, draw.merchant_id, [draw], { at: deps.now(), reason });
  const bets = done?.bets ?? 0;
  await deps.audit.record(
    {
      staffId: op?.staffId ?? null,
      action,
      targetType: 'lottery_draw',
      targetId: draw.id,
      before: { status: draw.status },
      after: { status: 'cancelled', reason, bets, refunded: done?.refunded ?? 0n },
      ip: op?.ip ?? null,
    },
    trx,
  );
  return { drawId: Number(draw.id), status: 'cancelled', refundedBets: bets };
}

/**
 * Cancels a draw and refunds its bets, under the void rules: an RNG draw only while it still
 * sells and has taken no bet (its seed is fixed in its chain, so the house knows the outcome: a
 * choice to cancel one would be a choice of outcome; a platform incident cancels every open draw
 * of the game instead, `incidents.service.ts`); a traditional draw before its draw time; past
 * its draw time only as a void one operator asks for here with a reason and another confirms
 * (`confirmVoid`), and only while no result has been entered.
 */
export async function cancelDraw(deps: ResultsDeps, drawId: bigint, reason: string, op: Operator | null) {
  const { db, audit, now } = deps;
  return db.transaction().execute(async (trx) => {
    const draw = await lockedDraw(trx, drawId, op);
    const game = await lotteryRepository(trx).gameById(draw.game_id);
    if (!OPEN_STATES.includes(draw.status))
      throw lotteryError('LOTTERY_DRAW_STATE', `the draw is ${draw.status}`);
    const at = now();
    if (game?.kind !== 'vn') {
      if (draw.status === 'locked' || at >= draw.lock_at) throw lotteryError('LOTTERY_VOID_LOCKED');
      // Under the draw's row lock: a bet still being placed holds the row shared, so this waits
      // for it and sees it, and a bet arriving after this finds the draw cancelled.
      if (await betsRepository(trx).anyOn(draw.id)) throw lotteryError('LOTTERY_VOID_HAS_BETS');
      return refundAndCancel(deps, trx, draw, reason, op, 'lottery.draw_cancel');
    }
    if (at < draw.draw_at) return refundAndCancel(deps, trx, draw, reason, op, 'lottery.draw_cancel');
    await noResultEntered(trx, draw.id);
    if (draw.void_requested_by !== null) throw lotteryError('LOTTERY_VOID_PENDING');
    if (!op) throw lotteryError('LOTTERY_DRAW_STATE', 'a void needs two operators');
    await drawVoidRepository(trx).requestVoid(draw.id, { reason, staffId: op.staffId, at });
    await audit.record(
      {
        staffId: op.staffId,
        action: 'lottery.draw_void_request',
        targetType: 'lottery_draw',
        targetId: draw.id,
        before: { status: draw.status },
        after: { reason },
        ip: op.ip,
      },
      trx,
    );
    return { drawId: Number(draw.id), status: 'void_requested', refundedBets: 0 };
  });
}

/** The second operator carries out a requested void: the draw is cancelled and refunded once. */
export async function confirmVoid(deps: ResultsDeps, drawId: bigint, op: Operator) {
  return deps.db.transaction().execute(async (trx) => {
    const draw = await lockedDraw(trx, drawId, op);
    if (!OPEN_STATES.includes(draw.status))
      throw lotteryError('LOTTERY_DRAW_STATE', `the draw is ${draw.status}`);
    if (draw.void_requested_by === null || draw.void_reason === null)
      throw lotteryError('LOTTERY_VOID_NOT_REQUESTED');
    if (draw.void_requested_by === op.staffId) throw lotteryError('LOTTERY_SAME_OPERATOR');
    await noResultEntered(trx, draw.id);
    await drawVoidRepository(trx).confirmVoid(draw.id, op.staffId);
    return refundAndCancel(deps, trx, draw, draw.void_reason, op, 'lottery.draw_void_confirm');
  });
}
