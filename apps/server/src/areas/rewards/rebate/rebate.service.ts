import {
  formatMinorPlain,
  type RebateClaimResult,
  type RebateClaimView,
  type RebateSummary,
} from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { betStatsService } from '../../games/index.ts';
import type { Owner } from '../../money/index.ts';
import { createLedger, houseAccount, memberAccount, moneyTransaction } from '../../money/index.ts';
import { accrue } from './rebate.math.ts';
import { type ClaimRow, rebateRepository } from './rebate.repository.ts';

/** Thrown inside the claim's transaction when a committed claim already holds the request id. */
class SameRequest extends Error {}

function claimView(row: ClaimRow): RebateClaimView {
  return {
    id: row.id.toString(),
    amount: formatMinorPlain(row.amount),
    validBet: formatMinorPlain(row.valid_bet),
    createdAt: row.created_at.toISOString(),
  };
}

/** The member's side of the manual rebate: what has accrued, the claim, the claims so far. */
export function rebateService(deps: { db: Db; now?: (() => Date) | undefined }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = rebateRepository(db);

  async function replay(memberId: bigint, requestId: string): Promise<RebateClaimResult | undefined> {
    const earlier = await repo.claimByRequest(memberId, requestId);
    return earlier && { claim: claimView(earlier), replayed: true };
  }

  /** Pays the accrual into cash from the house, advances the position, records the claim: one transaction. */
  async function pay(trx: Db, o: Owner, requestId: string): Promise<ClaimRow> {
    const tx = rebateRepository(trx);
    const account = await tx.lockAccount(o.merchantId, o.memberId);
    if (await tx.claimByRequest(o.memberId, requestId)) throw new SameRequest();
    // Read after the lock: a settlement committed later stays for the next claim.
    const totals = await betStatsService(trx).totals(o.memberId);
    const a = accrue(totals, account.claimed_valid, await tx.rates(o.merchantId), account.remainder);
    if (a.amount <= 0n) throw new AppError('REBATE_NOTHING_TO_CLAIM');
    const at = now();
    const claim = await tx.insertClaim({
      merchantId: o.merchantId,
      memberId: o.memberId,
      requestId,
      amount: a.amount,
      currency: o.currency,
      validBet: a.categories.reduce((s, c) => s + c.validBet, 0n),
      detail: a.categories.map((c) => ({
        category: c.category,
        validBet: c.validBet.toString(),
        rateBps: c.rateBps,
      })),
      at,
    });
    await createLedger(trx).transfer({
      merchantId: o.merchantId,
      debit: houseAccount(o.merchantId, o.currency),
      credit: memberAccount(o.merchantId, o.memberId, o.currency, 'cash'),
      amount: a.amount,
      kind: 'rebate',
      reference: `rebate-claim:${claim.id}`,
      idempotencyKey: `rebate:claim:${o.memberId}:${requestId}`,
    });
    await tx.advance(o.memberId, a.claimed, a.remainder, at);
    return claim;
  }

  return {
    async summary(o: Owner): Promise<RebateSummary> {
      const [totals, account, rates, last] = await Promise.all([
        betStatsService(db).totals(o.memberId),
        repo.account(o.memberId),
        repo.rates(o.merchantId),
        repo.claims(o.memberId, { pageNo: 1, pageSize: 1 }),
      ]);
      const a = accrue(totals, account?.claimed_valid ?? {}, rates, account?.remainder ?? 0n);
      return {
        currency: o.currency,
        claimable: formatMinorPlain(a.amount),
        categories: a.categories.map((c) => ({
          category: c.category as RebateSummary['categories'][number]['category'],
          validBet: formatMinorPlain(c.validBet),
          rateBps: c.rateBps,
          amount: formatMinorPlain(c.amount),
        })),
        lastClaimAt: last.list[0]?.created_at.toISOString() ?? null,
      };
    },

    async claim(o: Owner, requestId: string): Promise<RebateClaimResult> {
      const earlier = await replay(o.memberId, requestId);
      if (earlier) return earlier;
      try {
        const row = await moneyTransaction(db, (trx) => pay(trx, o, requestId));
        return { claim: claimView(row), replayed: false };
      } catch (err) {
        if (!(err instanceof SameRequest)) throw err;
        const same = await replay(o.memberId, requestId);
        if (!same) throw new Error('request id claimed but not found');
        return same;
      }
    },

    async claims(o: Owner, page: { pageNo: number; pageSize: number }) {
      const { list, total } = await repo.claims(o.memberId, page);
      return { list: list.map(claimView), total };
    },
  };
}

export type RebateService = ReturnType<typeof rebateService>;
