import { bankByCode, formatMinorPlain } from '@pf/shared';
import type { WithdrawalRow } from './withdraw.repository.ts';
import { payoutView } from './withdraw-payout.ts';
import type { StaffWithdrawalRow } from './withdraw-staff-list.repository.ts';

/** A withdrawal as its member sees it. */
export function withdrawalView(w: WithdrawalRow) {
  return {
    orderNo: w.order_no,
    amount: formatMinorPlain(w.amount),
    currency: w.currency,
    status: w.status,
    bankAccount:
      w.bank_account_id !== null && w.bank_code !== null
        ? {
            id: w.bank_account_id.toString(),
            bankCode: w.bank_code,
            bankName: bankByCode(w.bank_code)?.shortName ?? w.bank_code,
            accountNumber: w.account_number ?? '',
            holderName: w.holder_name ?? '',
          }
        : null,
    newAccount: w.new_account,
    createdAt: w.created_at.toISOString(),
    reviewedAt: w.reviewed_at?.toISOString() ?? null,
    reviewNote: w.review_note,
    paidAt: w.paid_at?.toISOString() ?? null,
    confirmBy: w.confirm_by?.toISOString() ?? null,
    confirmation: w.confirmation,
    paidAmount: w.paid_amount === null ? null : formatMinorPlain(w.paid_amount),
    confirmedAt: w.confirmed_at?.toISOString() ?? null,
  };
}

/** A withdrawal as finance sees it after a review: with its payout at the provider. */
export const reviewedView = (w: WithdrawalRow) => ({ ...withdrawalView(w), payout: payoutView(w) });

/** A withdrawal as the finance desk's list shows it: whose it is, and whether a proof is stored. */
export const staffWithdrawalView = (w: StaffWithdrawalRow) => ({
  ...reviewedView(w),
  receivingAddress: w.receiving_address,
  merchantId: w.merchant_id,
  memberId: w.member_id.toString(),
  username: w.username,
  hasProof: w.proof_key !== null,
});
