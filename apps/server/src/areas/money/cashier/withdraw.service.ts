import { formatMinorPlain, type WithdrawalFilter } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import type { BlobStorage } from '../../../platform/storage.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { BankAccountsService } from './bank-accounts.service.ts';
import { cashierError } from './cashier.errors.ts';
import type { CashierRepository } from './cashier.repository.ts';
import type { CashierBonusHooks } from './cashier-hooks.ts';
import type { CashierLimits } from './cashier-limits.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import type { Owner } from './wallets.service.ts';
import { withdrawRepository } from './withdraw.repository.ts';
import { confirmWithdrawal } from './withdraw-confirm.ts';
import { withdrawPayouts } from './withdraw-payout.ts';
import { requestWithdrawal } from './withdraw-request.ts';
import { reviewWithdrawal } from './withdraw-review.ts';
import { staffWithdrawalList } from './withdraw-staff-list.repository.ts';
import { staffWithdrawalView, withdrawalView } from './withdraw-view.ts';

/**
 * Withdrawals: the member asks with the payment password and the amount moves cash → locked; a
 * finance operator approves (locked → the payout provider's clearing account, then paid out under
 * the withdrawal's payout request id) or rejects (locked → cash). Then the member confirms receipt
 * (§4), or it counts as received after the merchant's confirmation minutes.
 */
export function withdrawService(deps: {
  db: Db;
  repo: CashierRepository;
  limits: CashierLimits;
  accounts: BankAccountsService;
  ledger: LedgerService;
  passwords: PaymentPasswordService;
  audit: AuditWriter;
  storage: BlobStorage;
  payout: PaymentProvider | undefined;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  bonus?: Pick<CashierBonusHooks, 'withdrawRequested' | 'withdrawLimits'> | undefined;
  /** How long one payout call may take (PAYOUT_TIMEOUT_MS unless given). */
  payoutTimeoutMs?: number | undefined;
}) {
  const { db, repo, ledger, passwords, now } = deps;
  const withdrawals = withdrawRepository(db);
  const staffList = staffWithdrawalList(db);
  const payouts = withdrawPayouts({
    db,
    provider: deps.payout,
    now,
    log: deps.log,
    timeoutMs: deps.payoutTimeoutMs,
  });

  const review = reviewWithdrawal({ db, audit: deps.audit, payout: deps.payout, payouts, now });

  return {
    async limits(o: Owner) {
      const s = await repo.settings(o.merchantId);
      const range = await deps.limits.withdraw(o.merchantId);
      const { cash } = await ledger.balances(o.merchantId, o.memberId, o.currency);
      return {
        minAmount: formatMinorPlain(range.min),
        maxAmount: formatMinorPlain(range.max),
        available: formatMinorPlain(cash.available),
        confirmMinutes: s.withdrawConfirmMinutes,
        paymentPasswordSet: await passwords.isSet(o.memberId),
      };
    },

    request: requestWithdrawal(deps),

    async page(memberId: bigint, pageNo: number, pageSize: number) {
      await withdrawals.autoConfirmDue(now(), memberId);
      const { rows, total } = await withdrawals.pageForMember(memberId, (pageNo - 1) * pageSize, pageSize);
      return { list: rows.map(withdrawalView), pageNo, totalPages: Math.ceil(total / pageSize), total };
    },

    /** §4 Withdrawal confirmation by the receiving member. */
    confirm: confirmWithdrawal({ withdrawals, storage: deps.storage, now }),

    approve: (staff: StaffSession, orderNo: string, note: string | null, ip: string) =>
      review(staff, orderNo, 'approve', note, ip),
    reject: (staff: StaffSession, orderNo: string, note: string, ip: string) =>
      review(staff, orderNo, 'reject', note, ip),

    async listForStaff(
      staff: StaffSession,
      filter: WithdrawalFilter,
      page: { after?: string | undefined; limit: number },
    ) {
      await withdrawals.autoConfirmDue(now());
      const rows = await staffList.page(staff.merchantId, filter, page.after, page.limit);
      return rows.map(staffWithdrawalView);
    },

    async proofForStaff(staff: StaffSession, orderNo: string) {
      const w = await withdrawals.byOrderNo(orderNo);
      if (!w?.proof_key || (staff.merchantId !== null && staff.merchantId !== w.merchant_id)) {
        throw cashierError('ORDER_NOT_FOUND');
      }
      const bytes = await deps.storage.get(w.proof_key);
      if (!bytes) throw cashierError('ORDER_NOT_FOUND');
      return { bytes, contentType: w.proof_key.endsWith('.png') ? 'image/png' : 'image/jpeg' };
    },

    autoConfirmDue: () => withdrawals.autoConfirmDue(now()),

    /** The payout job's run: sends owed payouts again under their request ids. */
    resumePayouts: (limit?: number) => payouts.resumeDue(limit),
  };
}

export type WithdrawService = ReturnType<typeof withdrawService>;
