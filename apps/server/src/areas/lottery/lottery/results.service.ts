import { formatVnResult, type VnResult } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import { drawBoard } from './draw-board.ts';
import { cancelDraw, confirmVoid } from './draw-cancel.ts';
import { lockedDraw, OPEN_STATES, type Operator, type ResultsDeps } from './draw-guards.ts';
import { drawLookupRepository } from './draw-lookup.repository.ts';
import { lotteryError } from './lottery.errors.ts';
import { lotteryRepository } from './lottery.repository.ts';
import { parseReading, readingDiff } from './result-reading.ts';
import { resultsRepository } from './results.repository.ts';

export type { Operator } from './draw-guards.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Enters a result for a traditional draw after the same checks whoever enters it: the draw still
 * takes a result, its time has come, and the text is the region's full prize layout. Pending until a
 * second operator confirms it; `confirm` (a results feed trusted to confirm its own answers) makes
 * the draw drawn in the same transaction, so the scheduler settles it.
 */
async function enter(
  deps: ResultsDeps,
  drawId: bigint,
  text: string,
  source: string,
  op: Operator | null,
  confirm = false,
) {
  const { db, audit, now } = deps;
  try {
    return await db.transaction().execute(async (trx) => {
      const draw = await lockedDraw(trx, drawId, op);
      const game = await lotteryRepository(trx).gameById(draw.game_id);
      if (game?.kind !== 'vn' || !game)
        throw lotteryError('LOTTERY_DRAW_STATE', 'only traditional draws take entered results');
      if (!OPEN_STATES.includes(draw.status))
        throw lotteryError('LOTTERY_DRAW_STATE', `the draw is ${draw.status}`);
      if (now() < draw.draw_at) throw lotteryError('LOTTERY_DRAW_STATE', 'the draw has not taken place yet');
      const result = parseReading(text, game.region);
      // A confirmed feed result is stored in the rows format the menus and boards show.
      const winningNumber = confirm ? formatVnResult(result, 'rows') : text.trim();
      const row = await resultsRepository(trx).insertEntry({
        drawId: draw.id,
        winningNumber,
        result: JSON.stringify(result),
        source,
        enteredBy: op?.staffId ?? null,
        enteredAt: now(),
        ...(confirm ? { status: 'confirmed' as const, decidedAt: now() } : {}),
      });
      await audit.record(
        {
          staffId: op?.staffId ?? null,
          action: 'lottery.result_enter',
          targetType: 'lottery_draw',
          targetId: draw.id,
          after: { entryId: row.id, winningNumber, source },
          ip: op?.ip ?? null,
        },
        trx,
      );
      if (confirm) {
        await lotteryRepository(trx).setDrawn(draw.id, result, winningNumber, now());
        await audit.record(
          {
            staffId: null,
            action: 'lottery.result_confirm',
            targetType: 'lottery_draw',
            targetId: draw.id,
            before: { status: draw.status },
            after: { entryId: String(row.id), winningNumber, confirmedBy: source },
          },
          trx,
        );
      }
      return { entryId: String(row.id), drawId: Number(draw.id), status: row.status };
    });
  } catch (err) {
    if ((err as { code?: unknown })?.code === UNIQUE_VIOLATION) throw lotteryError('LOTTERY_RESULT_EXISTS');
    throw err;
  }
}

/**
 * The rows where the confirming operator's own reading differs from the pending entry. A
 * disagreement is audited and leaves the entry pending: nothing is confirmed or settled.
 */
async function secondReadingDiff(
  deps: ResultsDeps,
  trx: Parameters<typeof resultsRepository>[0],
  at: { draw: { id: bigint; game_id: number }; entryId: bigint; reading: string; op: Operator },
) {
  const game = await lotteryRepository(trx).gameById(at.draw.game_id);
  if (!game) throw lotteryError('LOTTERY_DRAW_NOT_FOUND');
  const entered = (await resultsRepository(trx).entryResult(at.entryId)) as VnResult;
  const diff = readingDiff(entered, parseReading(at.reading, game.region));
  if (diff.length > 0) {
    await deps.audit.record(
      {
        staffId: at.op.staffId,
        action: 'lottery.result_mismatch',
        targetType: 'lottery_draw',
        targetId: at.draw.id,
        after: { entryId: String(at.entryId), reading: at.reading, diff },
        ip: at.op.ip,
      },
      trx,
    );
  }
  return diff;
}

async function decide(
  deps: ResultsDeps,
  entryId: bigint,
  op: Operator,
  decision: 'confirm' | 'reject',
  note: string | null,
  reading?: string,
) {
  const { db, audit, now } = deps;
  return db.transaction().execute(async (trx) => {
    const entries = resultsRepository(trx);
    const entry = await entries.lockEntry(entryId);
    if (!entry) throw lotteryError('LOTTERY_ENTRY_NOT_FOUND');
    const draw = await lockedDraw(trx, entry.draw_id, op);
    if (entry.status !== 'pending') throw lotteryError('LOTTERY_DRAW_STATE', `the entry is ${entry.status}`);
    if (decision === 'confirm' && entry.entered_by !== null && entry.entered_by === op.staffId) {
      throw lotteryError('LOTTERY_SAME_OPERATOR');
    }
    if (decision === 'confirm' && !OPEN_STATES.includes(draw.status)) {
      throw lotteryError('LOTTERY_DRAW_STATE', `the draw is ${draw.status}`);
    }
    if (decision === 'confirm' && reading !== undefined) {
      const diff = await secondReadingDiff(deps, trx, { draw, entryId, reading, op });
      if (diff.length > 0)
        return { entryId: String(entryId), drawId: Number(draw.id), status: 'mismatch', diff };
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

async function importMany(
  deps: ResultsDeps,
  merchantId: number,
  gameCode: string,
  results: { numero: string; winningNumber: string }[],
  op: Operator,
) {
  const { db } = deps;
  const game = await lotteryRepository(db).gameByCode(merchantId, gameCode);
  if (!game) throw lotteryError('LOTTERY_GAME_NOT_FOUND');
  const out = [];
  for (const r of results) {
    const drawId = await drawLookupRepository(db).idByNumero(game.id, r.numero);
    if (drawId === undefined) {
      out.push({ numero: r.numero, ok: false, code: 'LOTTERY_DRAW_NOT_FOUND' });
      continue;
    }
    try {
      out.push({ numero: r.numero, ok: true, ...(await enter(deps, drawId, r.winningNumber, 'staff', op)) });
    } catch (err) {
      out.push({
        numero: r.numero,
        ok: false,
        code: err instanceof AppError ? String(err.code) : 'UNKNOWN',
      });
    }
  }
  return { list: out };
}

/**
 * Traditional results (two people: one enters, another confirms) and cancellations with refunds
 * (`draw-cancel.ts`). Every change and its audit row commit together.
 */
export function resultsService(deps: ResultsDeps) {
  const board = drawBoard(deps);
  return {
    enter: (drawId: bigint, text: string, op: Operator) => enter(deps, drawId, text, 'staff', op),

    /**
     * A results feed's answer, entered by the system: confirmed at once (feedConfirm `auto`, the
     * draw settles on the next pass) or pending until an operator confirms it (`operator`).
     */
    async enterFromFeed(drawId: bigint, text: string, source: string): Promise<void> {
      await enter(deps, drawId, text, source, null, (deps.feedConfirm ?? 'auto') === 'auto');
    },

    importMany: (
      merchantId: number,
      gameCode: string,
      results: { numero: string; winningNumber: string }[],
      op: Operator,
    ) => importMany(deps, merchantId, gameCode, results, op),

    /** With the confirmer's own reading, a reading that differs confirms nothing and answers the rows that differ. */
    confirm: (entryId: bigint, op: Operator, reading?: string) =>
      decide(deps, entryId, op, 'confirm', null, reading),
    reject: (entryId: bigint, op: Operator, note: string) => decide(deps, entryId, op, 'reject', note),
    cancel: (drawId: bigint, reason: string, op: Operator | null) => cancelDraw(deps, drawId, reason, op),
    confirmVoid: (drawId: bigint, op: Operator) => confirmVoid(deps, drawId, op),
    list: board.list,
    csvLines: board.csvLines,
  };
}

export type ResultsService = ReturnType<typeof resultsService>;
