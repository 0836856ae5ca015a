import type { Db } from '../../../db/kysely.ts';
import { brandCurrency } from '../../brand/index.ts';
import { createLedger, houseAccount, memberAccount } from '../../money/index.ts';
import { betsRepository } from './bets.repository.ts';
import { drawVoidRepository } from './draw-void.repository.ts';
import { type DrawRow, lotteryRepository, type Q } from './lottery.repository.ts';

/** What one cancelled draw gave back. */
export interface DrawRefund {
  draw: DrawRow;
  bets: number;
  refunded: bigint;
}

/**
 * Refunds every bet of these draws of one merchant (one ledger transfer per bet, keyed by the bet,
 * so a replay refunds nothing twice) and marks each draw cancelled. The draws must be locked by
 * the caller's transaction; the audit rows are the caller's.
 */
export async function refundAndMarkCancelled(
  trx: Q,
  merchantId: number,
  draws: DrawRow[],
  c: { at: Date; reason: string; incidentId?: bigint },
): Promise<DrawRefund[]> {
  const currency = await brandCurrency(trx, merchantId);
  await lotteryRepository(trx).lockPayouts(merchantId);
  const bets = await betsRepository(trx).ofDraws(draws.map((d) => d.id));
  const ledger = createLedger(trx as Db);
  const house = houseAccount(merchantId, currency);
  const cashOf = (memberId: string | number | bigint) =>
    memberAccount(merchantId, memberId, currency, 'cash');
  // Every refund row first, in the ledger's lock order, so bets elsewhere cannot deadlock with it.
  await ledger.lockFor(bets.map((b) => ({ merchantId, debit: house, credit: cashOf(b.member_id) })));
  const out = new Map(draws.map((d) => [String(d.id), { draw: d, bets: 0, refunded: 0n }]));
  for (const bet of bets) {
    await ledger.transfer({
      merchantId,
      debit: house,
      credit: cashOf(bet.member_id),
      amount: bet.cost,
      kind: 'lottery_refund',
      reference: `lottery-draw:${bet.draw_id}`,
      idempotencyKey: `lottery:refund:${bet.id}`,
    });
    const sum = out.get(String(bet.draw_id)) as DrawRefund;
    sum.bets += 1;
    sum.refunded += bet.cost;
  }
  for (const sum of out.values()) {
    await betsRepository(trx).markRefunded(sum.draw.id);
    await drawVoidRepository(trx).markCancelled(sum.draw.id, {
      at: c.at,
      reason: c.reason,
      betCount: sum.bets,
      stakeTotal: sum.refunded,
      incidentId: c.incidentId ?? null,
    });
  }
  return [...out.values()];
}
