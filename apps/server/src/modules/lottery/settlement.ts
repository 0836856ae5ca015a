import { type VnResult, vnOddsSchema } from '@pf/shared';
import type { Db } from '../../db/kysely.ts';
import { createLedger, houseAccount, memberAccount } from '../ledger/ledger.service.ts';
import { type DrawRow, type GameRow, lotteryRepository, type Q } from './lottery.repository.ts';
import { type DrawSettler, kenoDrawSettler, vnDrawSettler } from './settle-table.ts';

export interface SettledDraw {
  drawId: bigint;
  betCount: number;
  winnerCount: number;
  stakeTotal: bigint;
  payoutTotal: bigint;
  membersPaid: number;
}

/** Bets read and written per round trip while settling. */
export const SETTLE_PAGE = 20_000;

export function settlerFor(game: Pick<GameRow, 'kind' | 'region' | 'odds'>, result: unknown): DrawSettler {
  if (game.kind === 'keno') return kenoDrawSettler(result as number[]);
  const odds = vnOddsSchema.parse(game.odds ?? {});
  const vn = result as VnResult;
  return vnDrawSettler(vn, odds[vn.region]);
}

/**
 * Settles a draw already claimed (locked) by this transaction: outcomes page by page, winning rows
 * written in one statement per page, then one ledger credit per winning member and the draw
 * marked settled — all or nothing, with the transaction.
 */
export async function settleClaimedDraw(trx: Q, draw: DrawRow, now: Date): Promise<SettledDraw> {
  const repo = lotteryRepository(trx);
  const game = await repo.gameById(draw.game_id);
  if (!game) throw new Error(`draw ${draw.id} has no game`);
  const merchant = await trx
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', draw.merchant_id)
    .executeTakeFirstOrThrow();
  const settle = settlerFor(game, draw.result);
  const perMember = new Map<string, bigint>();
  let betCount = 0;
  let winnerCount = 0;
  let stakeTotal = 0n;
  let payoutTotal = 0n;
  let after = 0n;
  for (;;) {
    const page = await repo.betsPage(draw.id, after, SETTLE_PAGE);
    if (!page.length) break;
    const ids: bigint[] = [];
    const hits: number[] = [];
    const payouts: bigint[] = [];
    for (const bet of page) {
      const outcome = settle({ betType: bet.bet_type, numbers: bet.numbers, stake: bet.stake });
      stakeTotal += bet.cost;
      if (outcome.payout > 0n) {
        ids.push(bet.id);
        hits.push(outcome.hits);
        payouts.push(outcome.payout);
        payoutTotal += outcome.payout;
        const member = String(bet.member_id);
        perMember.set(member, (perMember.get(member) ?? 0n) + outcome.payout);
      }
    }
    betCount += page.length;
    winnerCount += ids.length;
    await repo.writeWins(ids, hits, payouts);
    after = (page.at(-1) as (typeof page)[number]).id;
    if (page.length < SETTLE_PAGE) break;
  }

  // One credit per member and draw: its key makes a replay after a crash pay nothing twice.
  // Taken after the bets are written, so other draws' outcomes are computed meanwhile.
  await repo.lockPayouts(draw.merchant_id);
  const ledger = createLedger(trx as Db);
  const currency = merchant.currency;
  for (const [memberId, amount] of perMember) {
    await ledger.transfer({
      merchantId: draw.merchant_id,
      debit: houseAccount(draw.merchant_id, currency),
      credit: memberAccount(draw.merchant_id, memberId, currency, 'cash'),
      amount,
      kind: 'lottery_win',
      reference: `lottery-draw:${draw.id}`,
      idempotencyKey: `lottery:win:${draw.id}:${memberId}`,
    });
  }
  await repo.finishSettlement(draw.id, { betCount, stakeTotal, payoutTotal, winnerCount }, now);
  return { drawId: draw.id, betCount, winnerCount, stakeTotal, payoutTotal, membersPaid: perMember.size };
}

/** Claims one drawn draw (SKIP LOCKED) and settles it in its own transaction; null when none is due. */
export async function settleNextDraw(db: Db, now: Date): Promise<SettledDraw | null> {
  return db.transaction().execute(async (trx) => {
    const draw = await lotteryRepository(trx).claimDrawToSettle();
    return draw ? settleClaimedDraw(trx, draw, now) : null;
  });
}
