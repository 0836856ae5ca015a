import type { VnResult } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { brandCurrency } from '../../brand/index.ts';
import { createLedger, houseAccount, memberAccount } from '../../money/index.ts';
import { type DrawRow, type GameRow, lotteryRepository, type Q } from './lottery.repository.ts';
import { settleKenoDrawInSql, settleVnDrawInSql } from './settlement.repository.ts';

/** Pays every bet at the terms stored on it; the game's current odds play no part. */
function settleInSql(trx: Q, game: Pick<GameRow, 'kind'>, draw: DrawRow) {
  if (game.kind === 'keno') return settleKenoDrawInSql(trx, draw.id, draw.result as number[]);
  return settleVnDrawInSql(trx, draw.id, draw.result as VnResult);
}

export interface SettledDraw {
  drawId: bigint;
  betCount: number;
  winnerCount: number;
  stakeTotal: bigint;
  payoutTotal: bigint;
  membersPaid: number;
}

/**
 * Settles a draw already claimed (locked) by this transaction: one set-based statement computes
 * and writes every bet's outcome (see `settlement.repository.ts`), then one ledger credit per winning member
 * and the draw marked settled — all or nothing, with the transaction.
 */
export async function settleClaimedDraw(trx: Q, draw: DrawRow, now: Date): Promise<SettledDraw> {
  const repo = lotteryRepository(trx);
  const game = await repo.gameById(draw.game_id);
  if (!game) throw new Error(`draw ${draw.id} has no game`);
  const currency = await brandCurrency(trx, draw.merchant_id);
  const wins = await settleInSql(trx, game, draw);
  const { count: betCount, stake: stakeTotal } = await repo.drawStakeTotals(draw.id);
  let winnerCount = 0;
  let payoutTotal = 0n;
  for (const w of wins) {
    winnerCount += w.bets;
    payoutTotal += w.amount;
  }

  // One credit per member and draw: its key makes a replay after a crash pay nothing twice.
  // Taken after the bets are written, so other draws' outcomes are computed meanwhile.
  await repo.lockPayouts(draw.merchant_id);
  const ledger = createLedger(trx as Db);
  const house = houseAccount(draw.merchant_id, currency);
  const cashOf = (memberId: string | number | bigint) =>
    memberAccount(draw.merchant_id, memberId, currency, 'cash');
  // Members bet while a draw settles: taking every payout row first, in the ledger's lock order,
  // keeps a bet and this transaction from waiting on each other.
  await ledger.lockFor(
    wins.map((w) => ({ merchantId: draw.merchant_id, debit: house, credit: cashOf(w.member_id) })),
  );
  for (const { member_id: memberId, amount } of wins) {
    await ledger.transfer({
      merchantId: draw.merchant_id,
      debit: house,
      credit: cashOf(memberId),
      amount,
      kind: 'lottery_win',
      reference: `lottery-draw:${draw.id}`,
      idempotencyKey: `lottery:win:${draw.id}:${memberId}`,
    });
  }
  await repo.finishSettlement(draw.id, { betCount, stakeTotal, payoutTotal, winnerCount }, now);
  return { drawId: draw.id, betCount, winnerCount, stakeTotal, payoutTotal, membersPaid: wins.length };
}

/** Claims one drawn draw (SKIP LOCKED) and settles it in its own transaction; null when none is due. */
export async function settleNextDraw(db: Db, now: Date): Promise<SettledDraw | null> {
  return db.transaction().execute(async (trx) => {
    const draw = await lotteryRepository(trx).claimDrawToSettle();
    return draw ? settleClaimedDraw(trx, draw, now) : null;
  });
}
