import { formatMinorPlain, vnOddsSchema } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { createLedger, houseAccount, memberAccount, moneyTransaction } from '../../money/index.ts';
import { type CheckedLine, checkLine, type PlaceBetsInput } from './bet-rules.ts';
import { termColumns } from './bet-terms.ts';
import { type BetStatusFilter, type BetView, betsRepository } from './bets.repository.ts';
import { takesBets } from './draw-gate.ts';
import { lotteryError } from './lottery.errors.ts';
import { type GameRow, lotteryRepository } from './lottery.repository.ts';
import { betJson } from './views.ts';

export interface Bettor {
  merchantId: number;
  memberId: bigint;
}

const UNIQUE_VIOLATION = '23505';

function sameSlip(existing: BetView[], gameCode: string, lines: CheckedLine[], drawId?: number): boolean {
  return (
    existing.length === lines.length &&
    existing.every((b, i) => {
      const l = lines[i];
      return (
        l !== undefined &&
        b.game_code === gameCode &&
        (drawId === undefined || Number(b.draw_id) === drawId) &&
        b.bet_type === l.betType &&
        b.stake === l.stake &&
        b.numbers.join(',') === l.numbers.join(',')
      );
    })
  );
}

/**
 * Inside the slip's transaction: its lines stored on the draw that takes them, and their cost
 * moved from the member's cash to the house in the same transaction.
 */
async function stakeSlip(
  trx: Db,
  slip: {
    who: Bettor;
    game: GameRow;
    input: PlaceBetsInput;
    lines: CheckedLine[];
    currency: string;
    at: Date;
  },
) {
  const { who, game, input, lines, currency, at } = slip;
  const draw = await betsRepository(trx).drawForBet(game.id, input.drawId, at);
  if (!draw) {
    throw input.drawId ? lotteryError('LOTTERY_DRAW_NOT_FOUND') : lotteryError('LOTTERY_DRAW_CLOSED');
  }
  if (!takesBets(game.kind, draw, at)) throw lotteryError('LOTTERY_DRAW_CLOSED');
  const total = lines.reduce((s, l) => s + l.cost, 0n);
  await betsRepository(trx).insert(
    lines.map((l, i) => ({
      merchant_id: who.merchantId,
      member_id: who.memberId,
      game_id: game.id,
      draw_id: draw.id,
      request_id: input.requestId,
      line: i,
      bet_type: l.betType,
      numbers: l.numbers,
      stake: l.stake,
      cost: l.cost,
      ...termColumns(l.terms),
      currency,
      placed_at: at,
    })),
  );
  await createLedger(trx as Db).transfer({
    merchantId: who.merchantId,
    debit: memberAccount(who.merchantId, who.memberId, currency, 'cash'),
    credit: houseAccount(who.merchantId, currency),
    amount: total,
    kind: 'lottery_bet',
    reference: `lottery-draw:${draw.id}`,
    idempotencyKey: `lottery:bet:${who.memberId}:${input.requestId}`,
  });
}

/** Bet slips: checked with the shared rules, stored and paid for in one transaction. */
export function betsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function answer(who: Bettor, rows: BetView[], replayed: boolean, currency: string) {
    const balances = await createLedger(db).balances(who.merchantId, who.memberId, currency);
    const first = rows[0] as BetView;
    return {
      drawId: Number(first.draw_id),
      numero: first.numero,
      replayed,
      totalCost: formatMinorPlain(rows.reduce((s, r) => s + r.cost, 0n)),
      balance: formatMinorPlain(balances.cash.available + balances.bonus.available),
      bets: rows.map(betJson),
    };
  }

  async function replay(who: Bettor, input: PlaceBetsInput, lines: CheckedLine[], currency: string) {
    const existing = await betsRepository(db).byRequest(who.merchantId, who.memberId, input.requestId);
    if (!existing.length) return null;
    if (!sameSlip(existing, input.gameCode, lines, input.drawId)) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'requestId was already used for a different bet slip',
        null,
        409,
      );
    }
    return answer(who, existing, true, currency);
  }

  return {
    async place(who: Bettor, input: PlaceBetsInput, currency: string) {
      const game = await lotteryRepository(db).gameByCode(who.merchantId, input.gameCode);
      if (!game) throw lotteryError('LOTTERY_GAME_NOT_FOUND');
      const limits = { min: game.min_stake, max: game.max_stake };
      // The odds in force now become part of every accepted line.
      const terms = { kind: game.kind, odds: vnOddsSchema.parse(game.odds ?? {})[game.region] };
      const lines = input.bets.map((line, i) => checkLine(terms, line, i, limits));
      const earlier = await replay(who, input, lines, currency);
      if (earlier) return earlier;

      try {
        await moneyTransaction(db, async (trx) => {
          const at = now();
          await stakeSlip(trx, { who, game, input, lines, currency, at });
        });
      } catch (err) {
        // The same slip sent twice at once: the other request stored it first.
        if ((err as { code?: unknown })?.code === UNIQUE_VIOLATION) {
          const again = await replay(who, input, lines, currency);
          if (again) return again;
        }
        throw err;
      }
      const rows = await betsRepository(db).byRequest(who.merchantId, who.memberId, input.requestId);
      return answer(who, rows, false, currency);
    },

    async mine(
      who: Bettor,
      q: {
        gameCode?: string | undefined;
        status?: BetStatusFilter | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await betsRepository(db).page(who.merchantId, who.memberId, q, q);
      return {
        list: rows.map(betJson),
        pageNo: q.pageNo,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
        total,
      };
    },
  };
}

export type BetsService = ReturnType<typeof betsService>;
