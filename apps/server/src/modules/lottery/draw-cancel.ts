import type { Db } from '../../db/kysely.ts';
import { createLedger, houseAccount, memberAccount } from '../ledger/ledger.service.ts';
import { merchantRepository } from '../merchant/merchant.repository.ts';
import { betsRepository } from './bets.repository.ts';
import { lockedDraw, OPEN_STATES, type Operator, type ResultsDeps } from './draw-guards.ts';
import { drawVoidRepository } from './draw-void.repository.ts';
import { lotteryError } from './lottery.errors.ts';
import { type DrawRow, lotteryRepository, type Q } from './lottery.repository.ts';
import { resultsRepository } from './results.repository.ts';

// Cancellations and voids of draws, with their refunds. Every change and its audit row commit together.

/** A void is for draws without a result: once one is entered, it is confirmed or rejected instead. */
async function noResultEntered(trx: Q, drawId: bigint): Promise<void> {
  if (await resultsRepository(trx).hasLiveEntry(drawId)) throw lotteryError('LOTTERY_RESULT_EXISTS');
}

/** Refunds every bet (one ledger transfer each, keyed by the bet) and marks the draw cancelled. */
async function refundAndCancel(
  deps: ResultsDeps,
  trx: Q,
  draw: DrawRow,
  reason: string,
  op: Operator | null,
  action: 'lottery.draw_cancel' | 'lottery.draw_void_confirm',
) {
  const { audit, now } = deps;
  const currency = await merchantRepository(trx).currencyOf(draw.merchant_id);
  await lotteryRepository(trx).lockPayouts(draw.merchant_id);
  const bets = await betsRepository(trx).ofDraw(draw.id);
  const ledger = createLedger(trx as Db);
  const house = houseAccount(draw.merchant_id, currency);
  const cashOf = (memberId: string | number | bigint) =>
    memberAccount(draw.merchant_id, memberId, currency, 'cash');
  // Every refund row first, in the ledger's lock order, so bets elsewhere cannot deadlock with it.
  await ledger.lockFor(
    bets.map((b) => ({ merchantId: draw.merchant_id, debit: house, credit: cashOf(b.member_id) })),
  );
  let refunded = 0n;
  for (const bet of bets) {
    await ledger.transfer({
      merchantId: draw.merchant_id,
      debit: house,
      credit: cashOf(bet.member_id),
      amount: bet.cost,
      kind: 'lottery_refund',
      reference: `lottery-draw:${draw.id}`,
      idempotencyKey: `lottery:refund:${bet.id}`,
    });
    refunded += bet.cost;
  }
  await betsRepository(trx).markRefunded(draw.id);
  await drawVoidRepository(trx).markCancelled(draw.id, {
    at: now(),
    reason,
    betCount: bets.length,
    stakeTotal: refunded,
  });
  await audit.record(
    {
      staffId: op?.staffId ?? null,
      action,
      targetType: 'lottery_draw',
      targetId: draw.id,
      before: { status: draw.status },
      after: { status: 'cancelled', reason, bets: bets.length, refunded },
      ip: op?.ip ?? null,
    },
    trx,
  );
  return { drawId: Number(draw.id), status: 'cancelled', refundedBets: bets.length };
}

/**
 * Cancels a draw and refunds its bets, under the void rules: an RNG draw only while it still
 * sells (once locked the house holds its seed); a traditional draw before its draw time; past
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
