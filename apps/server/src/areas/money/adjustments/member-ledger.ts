import type { Db } from '../../../db/kysely.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import { createLedger, memberAccount } from '../ledger/ledger.service.ts';
import { adjustmentsRepository } from './adjustments.repository.ts';

/** The member page's ledger: one wallet's movements, newest first, read straight from the ledger. */
export function memberLedger(db: Db) {
  const repo = adjustmentsRepository(db);
  const ledger = createLedger(db);
  return async (
    staff: StaffSession,
    memberId: string,
    q: { wallet: 'cash' | 'bonus' | 'locked'; cursor?: string | undefined; limit: number },
  ) => {
    const member = await repo.memberOf(BigInt(memberId), staff.merchantId);
    if (!member) throw new AppError('NOT_FOUND', 'Member not found');
    const page = await ledger.history(
      { account: memberAccount(member.merchant_id, member.id, member.currency, q.wallet) },
      { limit: q.limit, ...(q.cursor !== undefined ? { beforeId: BigInt(q.cursor) } : {}) },
    );
    return {
      currency: member.currency,
      items: page.items.map((e) => ({
        id: String(e.id),
        kind: e.kind,
        phase: e.phase,
        reference: e.reference,
        delta: String(e.delta),
        amount: String(e.amount),
        at: e.createdAt.toISOString(),
      })),
      nextCursor: page.nextBeforeId === null ? null : String(page.nextBeforeId),
    };
  };
}
