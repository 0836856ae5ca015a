import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { moneyTransaction } from '../ledger/ledger.retry.ts';
import { createLedger, memberAccount, paymentClearing } from '../ledger/ledger.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { bankAccountsRepository } from './bank-accounts.repository.ts';
import { cashierError } from './cashier.errors.ts';
import { cashierRepository } from './cashier.repository.ts';
import { type WithdrawalRow, withdrawRepository } from './withdraw.repository.ts';
import { payoutRequestId, type withdrawPayouts } from './withdraw-payout.ts';
import { reviewedView } from './withdraw-view.ts';

/** What the audit log keeps of a withdrawal before and after a review. */
const auditState = (w: WithdrawalRow) => ({
  status: w.status,
  amount: w.amount,
  memberId: w.member_id,
  reviewNote: w.review_note,
  paidAt: w.paid_at,
  payoutRequestId: w.payout_request_id,
});

interface Review {
  staff: StaffSession;
  orderNo: string;
  note: string | null;
  at: Date;
}

/** The pending withdrawal a reviewer may decide on: of their merchant, not decided yet. */
async function pendingFor(trx: Db, staff: StaffSession, orderNo: string) {
  const before = await withdrawRepository(trx).byOrderNo(orderNo);
  if (!before || (staff.merchantId !== null && staff.merchantId !== before.merchant_id)) {
    throw cashierError('ORDER_NOT_FOUND');
  }
  if (before.status !== 'pending') throw cashierError('WITHDRAWAL_REVIEWED', { status: before.status });
  return before;
}

/** Approved: paid, the account verified, and locked → the provider's clearing account. */
async function approveIn(trx: Db, before: WithdrawalRow, r: Review, provider: PaymentProvider) {
  // Through `trx`, never `db`: inside a transaction a query on the pool waits for a second
  // connection, and the embedded database has only one, so it would wait forever.
  const settings = await cashierRepository(trx).settings(before.merchant_id);
  const requestId = payoutRequestId(r.orderNo);
  const after = await withdrawRepository(trx).transition(before.id, 'pending', {
    status: 'paid',
    reviewed_by: r.staff.staffId,
    reviewed_at: r.at,
    review_note: r.note,
    paid_at: r.at,
    confirm_by: new Date(r.at.getTime() + settings.withdrawConfirmMinutes * 60_000),
    payout_request_id: requestId,
    payout_provider: provider.code,
  });
  if (!after) throw cashierError('WITHDRAWAL_REVIEWED');
  // Paid out once by finance, the account is no longer new.
  if (before.bank_account_id !== null) {
    await bankAccountsRepository(trx).markVerified(before.bank_account_id, r.at);
  }
  await createLedger(trx).transfer({
    merchantId: before.merchant_id,
    debit: memberAccount(before.merchant_id, before.member_id, before.currency, 'locked'),
    credit: paymentClearing(before.merchant_id, provider.code, before.currency),
    amount: before.amount,
    kind: 'withdraw_payout',
    reference: r.orderNo,
    idempotencyKey: `withdraw:${r.orderNo}:payout`,
    metadata: { payoutRequestId: requestId, staffId: r.staff.staffId.toString() },
  });
  return after;
}

/** Rejected: the amount goes back, locked → cash. */
async function rejectIn(trx: Db, before: WithdrawalRow, r: Review) {
  const after = await withdrawRepository(trx).transition(before.id, 'pending', {
    status: 'rejected',
    reviewed_by: r.staff.staffId,
    reviewed_at: r.at,
    review_note: r.note,
  });
  if (!after) throw cashierError('WITHDRAWAL_REVIEWED');
  await createLedger(trx).transfer({
    merchantId: before.merchant_id,
    debit: memberAccount(before.merchant_id, before.member_id, before.currency, 'locked'),
    credit: memberAccount(before.merchant_id, before.member_id, before.currency, 'cash'),
    amount: before.amount,
    kind: 'withdraw_return',
    reference: r.orderNo,
    idempotencyKey: `withdraw:${r.orderNo}:return`,
    metadata: { staffId: r.staff.staffId.toString() },
  });
  return after;
}

/**
 * A review by finance: one decision per withdrawal, status, money and audit row in one
 * transaction, run again whole when the database picks it as a deadlock or serialization victim.
 * An approval then sends the payout, after the commit: a try that rolled back never paid, and
 * the payout request id makes any later send of it (the payout job) pay nothing more.
 */
export function reviewWithdrawal(deps: {
  db: Db;
  audit: AuditWriter;
  payout: PaymentProvider | undefined;
  payouts: ReturnType<typeof withdrawPayouts>;
  now: () => Date;
}) {
  return async (
    staff: StaffSession,
    orderNo: string,
    decision: 'approve' | 'reject',
    note: string | null,
    ip: string,
  ) => {
    const provider = deps.payout;
    if (decision === 'approve' && !provider) throw cashierError('PROVIDER_UNAVAILABLE');
    const after = await moneyTransaction(deps.db, async (trx) => {
      const before = await pendingFor(trx, staff, orderNo);
      const r: Review = { staff, orderNo, note, at: deps.now() };
      const after =
        decision === 'approve' && provider
          ? await approveIn(trx, before, r, provider)
          : await rejectIn(trx, before, r);
      await deps.audit.record(
        {
          staffId: staff.staffId,
          action: `withdrawal.${decision}`,
          targetType: 'withdrawal',
          targetId: orderNo,
          before: auditState(before),
          after: auditState(after),
          ip,
        },
        trx,
      );
      return after;
    });
    return reviewedView(decision === 'approve' ? await deps.payouts.send(after) : after);
  };
}
