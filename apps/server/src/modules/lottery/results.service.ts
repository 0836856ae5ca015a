import { parseVnResult } from '@pf/shared';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createLedger, houseAccount, memberAccount } from '../ledger/ledger.service.ts';
import { merchantRepository } from '../merchant/merchant.repository.ts';
import { betsRepository } from './bets.repository.ts';
import { lotteryError } from './lottery.errors.ts';
import { type DrawRow, lotteryRepository, type Q } from './lottery.repository.ts';
import type { DrawStatus } from './lottery.tables.ts';
import { resultsRepository } from './results.repository.ts';
import { drawJson } from './views.ts';

export interface Operator {
  staffId: bigint;
  /** null: every merchant. */
  merchantId: number | null;
  ip: string;
}

const OPEN_STATES: readonly DrawStatus[] = ['scheduled', 'open', 'locked'];
const UNIQUE_VIOLATION = '23505';

/**
 * Traditional results (two people: one enters, another confirms) and cancellations with refunds.
 * Every change and its audit row commit together.
 */
export function resultsService(deps: { db: Db; audit: AuditService; now: () => Date }) {
  const { db, audit, now } = deps;

  function checkMerchant(op: Operator | null, draw: { merchant_id: number }) {
    if (op && op.merchantId !== null && op.merchantId !== draw.merchant_id)
      throw lotteryError('LOTTERY_DRAW_NOT_FOUND');
  }

  async function lockedDraw(trx: Q, drawId: bigint, op: Operator | null): Promise<DrawRow> {
    const draw = await lotteryRepository(trx).lockDraw(drawId);
    if (!draw) throw lotteryError('LOTTERY_DRAW_NOT_FOUND');
    checkMerchant(op, draw);
    return draw;
  }

  /** A void is for draws without a result: once one is entered, it is confirmed or rejected instead. */
  async function noResultEntered(trx: Q, drawId: bigint): Promise<void> {
    if (await resultsRepository(trx).hasLiveEntry(drawId)) throw lotteryError('LOTTERY_RESULT_EXISTS');
  }

  /** Refunds every bet (one ledger transfer each, keyed by the bet) and marks the draw cancelled. */
  async function refundAndCancel(
    trx: Q,
    draw: DrawRow,
    reason: string,
    op: Operator | null,
    action: 'lottery.draw_cancel' | 'lottery.draw_void_confirm',
  ) {
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
    await resultsRepository(trx).markCancelled(draw.id, {
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

  async function enter(drawId: bigint, text: string, source: string, op: Operator | null) {
    try {
      return await db.transaction().execute(async (trx) => {
        const draw = await lockedDraw(trx, drawId, op);
        const game = await lotteryRepository(trx).gameById(draw.game_id);
        if (game?.kind !== 'vn' || !game)
          throw lotteryError('LOTTERY_DRAW_STATE', 'only traditional draws take entered results');
        if (!OPEN_STATES.includes(draw.status))
          throw lotteryError('LOTTERY_DRAW_STATE', `the draw is ${draw.status}`);
        if (now() < draw.draw_at)
          throw lotteryError('LOTTERY_DRAW_STATE', 'the draw has not taken place yet');
        let result: ReturnType<typeof parseVnResult>;
        try {
          result = parseVnResult(text, game.region);
        } catch (err) {
          throw new AppError('VALIDATION', `winningNumber: ${(err as Error).message}`, {
            fields: ['winningNumber'],
          });
        }
        const row = await resultsRepository(trx).insertEntry({
          drawId: draw.id,
          winningNumber: text.trim(),
          result: JSON.stringify(result),
          source,
          enteredBy: op?.staffId ?? null,
          enteredAt: now(),
        });
        await audit.record(
          {
            staffId: op?.staffId ?? null,
            action: 'lottery.result_enter',
            targetType: 'lottery_draw',
            targetId: draw.id,
            after: { entryId: row.id, winningNumber: text.trim(), source },
            ip: op?.ip ?? null,
          },
          trx,
        );
        return { entryId: String(row.id), drawId: Number(draw.id), status: row.status };
      });
    } catch (err) {
      if ((err as { code?: unknown })?.code === UNIQUE_VIOLATION) throw lotteryError('LOTTERY_RESULT_EXISTS');
      throw err;
    }
  }

  async function decide(entryId: bigint, op: Operator, decision: 'confirm' | 'reject', note: string | null) {
    return db.transaction().execute(async (trx) => {
      const entries = resultsRepository(trx);
      const entry = await entries.lockEntry(entryId);
      if (!entry) throw lotteryError('LOTTERY_ENTRY_NOT_FOUND');
      const draw = await lockedDraw(trx, entry.draw_id, op);
      if (entry.status !== 'pending')
        throw lotteryError('LOTTERY_DRAW_STATE', `the entry is ${entry.status}`);
      if (decision === 'confirm' && entry.entered_by !== null && entry.entered_by === op.staffId) {
        throw lotteryError('LOTTERY_SAME_OPERATOR');
      }
      if (decision === 'confirm' && !OPEN_STATES.includes(draw.status)) {
        throw lotteryError('LOTTERY_DRAW_STATE', `the draw is ${draw.status}`);
      }
      await entries.decideEntry(entryId, {
        status: decision === 'confirm' ? 'confirmed' : 'rejected',
        decidedBy: op.staffId,
        decidedAt: now(),
        note,
      });
      if (decision === 'confirm') {
        const result = await entries.entryResult(entryId);
        await lotteryRepository(trx).setDrawn(draw.id, result, entry.winning_number, now());
      }
      await audit.record(
        {
          staffId: op.staffId,
          action: decision === 'confirm' ? 'lottery.result_confirm' : 'lottery.result_reject',
          targetType: 'lottery_draw',
          targetId: draw.id,
          before: { status: draw.status },
          after: { entryId: String(entryId), winningNumber: entry.winning_number, note },
          ip: op.ip,
        },
        trx,
      );
      return {
        entryId: String(entryId),
        drawId: Number(draw.id),
        status: decision === 'confirm' ? 'confirmed' : 'rejected',
      };
    });
  }

  return {
    enter: (drawId: bigint, text: string, op: Operator) => enter(drawId, text, 'staff', op),

    /** A results feed's answer: entered by the system, still confirmed by an operator. */
    async enterFromFeed(drawId: bigint, text: string, source: string): Promise<void> {
      await enter(drawId, text, source, null);
    },

    async importMany(
      merchantId: number,
      gameCode: string,
      results: { numero: string; winningNumber: string }[],
      op: Operator,
    ) {
      const game = await lotteryRepository(db).gameByCode(merchantId, gameCode);
      if (!game) throw lotteryError('LOTTERY_GAME_NOT_FOUND');
      const out = [];
      for (const r of results) {
        const drawId = await resultsRepository(db).drawIdByNumero(game.id, r.numero);
        if (drawId === undefined) {
          out.push({ numero: r.numero, ok: false, code: 'LOTTERY_DRAW_NOT_FOUND' });
          continue;
        }
        try {
          out.push({ numero: r.numero, ok: true, ...(await enter(drawId, r.winningNumber, 'staff', op)) });
        } catch (err) {
          out.push({
            numero: r.numero,
            ok: false,
            code: err instanceof AppError ? String(err.code) : 'UNKNOWN',
          });
        }
      }
      return { list: out };
    },

    confirm: (entryId: bigint, op: Operator) => decide(entryId, op, 'confirm', null),
    reject: (entryId: bigint, op: Operator, note: string) => decide(entryId, op, 'reject', note),

    /**
     * Cancels a draw and refunds its bets, under the void rules: an RNG draw only while it still
     * sells (once locked the house holds its seed); a traditional draw before its draw time; past
     * its draw time only as a void one operator asks for here with a reason and another confirms
     * (`confirmVoid`), and only while no result has been entered.
     */
    async cancel(drawId: bigint, reason: string, op: Operator | null) {
      return db.transaction().execute(async (trx) => {
        const draw = await lockedDraw(trx, drawId, op);
        const game = await lotteryRepository(trx).gameById(draw.game_id);
        if (!OPEN_STATES.includes(draw.status))
          throw lotteryError('LOTTERY_DRAW_STATE', `the draw is ${draw.status}`);
        const at = now();
        if (game?.kind !== 'vn') {
          if (draw.status === 'locked' || at >= draw.lock_at) throw lotteryError('LOTTERY_VOID_LOCKED');
          return refundAndCancel(trx, draw, reason, op, 'lottery.draw_cancel');
        }
        if (at < draw.draw_at) return refundAndCancel(trx, draw, reason, op, 'lottery.draw_cancel');
        await noResultEntered(trx, draw.id);
        if (draw.void_requested_by !== null) throw lotteryError('LOTTERY_VOID_PENDING');
        if (!op) throw lotteryError('LOTTERY_DRAW_STATE', 'a void needs two operators');
        await resultsRepository(trx).requestVoid(draw.id, { reason, staffId: op.staffId, at });
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
    },

    /** The second operator carries out a requested void: the draw is cancelled and refunded once. */
    async confirmVoid(drawId: bigint, op: Operator) {
      return db.transaction().execute(async (trx) => {
        const draw = await lockedDraw(trx, drawId, op);
        if (!OPEN_STATES.includes(draw.status))
          throw lotteryError('LOTTERY_DRAW_STATE', `the draw is ${draw.status}`);
        if (draw.void_requested_by === null || draw.void_reason === null)
          throw lotteryError('LOTTERY_VOID_NOT_REQUESTED');
        if (draw.void_requested_by === op.staffId) throw lotteryError('LOTTERY_SAME_OPERATOR');
        await noResultEntered(trx, draw.id);
        await resultsRepository(trx).confirmVoid(draw.id, op.staffId);
        return refundAndCancel(trx, draw, draw.void_reason, op, 'lottery.draw_void_confirm');
      });
    },

    async list(
      op: Operator,
      q: { gameCode?: string | undefined; status?: DrawStatus | undefined; limit: number },
    ) {
      const rows = await resultsRepository(db).listDraws(op.merchantId, q);
      return {
        list: rows.map((d) => ({
          ...drawJson(d, { code: d.code, kind: d.kind }),
          serverSeed: null,
          pendingEntryId: d.pending_entry,
          betCount: d.bet_count,
        })),
      };
    },
  };
}

export type ResultsService = ReturnType<typeof resultsService>;
