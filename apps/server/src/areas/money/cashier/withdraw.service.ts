import { randomUUID } from 'node:crypto';
import { bankByCode, formatMinor, formatMinorPlain } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { checkImage } from '../../../platform/image-check.ts';
import type { BlobStorage } from '../../../platform/storage.ts';
import { AppError } from '../../../plugins/errors.ts';
// biome-ignore lint/style/noRestrictedImports: a crossing listed in areas/crossings.json, to be removed (decision 0016)
import type { AuditService } from '../../identity/audit/audit.service.ts';
// biome-ignore lint/style/noRestrictedImports: a crossing listed in areas/crossings.json, to be removed (decision 0016)
import type { StaffSession } from '../../identity/staff/staff.service.ts';
import { moneyTransaction } from '../ledger/ledger.retry.ts';
import {
  createLedger,
  type LedgerService,
  memberAccount,
  paymentClearing,
} from '../ledger/ledger.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { bankAccountsRepository } from './bank-accounts.repository.ts';
import type { BankAccountsService } from './bank-accounts.service.ts';
import { cashierError } from './cashier.errors.ts';
import { type CashierRepository, cashierRepository } from './cashier.repository.ts';
import type { CashierBonusHooks } from './cashier-hooks.ts';
import type { CashierLimits } from './cashier-limits.ts';
import { newOrderNo } from './order-no.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import type { Owner } from './wallets.service.ts';
import { type WithdrawalRow, withdrawRepository } from './withdraw.repository.ts';
import { payoutRequestId, payoutView, withdrawPayouts } from './withdraw-payout.ts';

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

/** What the audit log keeps of a withdrawal before and after a review. */
const auditState = (w: WithdrawalRow) => ({
  status: w.status,
  amount: w.amount,
  memberId: w.member_id,
  reviewNote: w.review_note,
  paidAt: w.paid_at,
  payoutRequestId: w.payout_request_id,
});

export interface ConfirmInput {
  received: boolean;
  partial?: boolean | undefined;
  paidAmount?: bigint | undefined;
  proof?: string | undefined;
}

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
  audit: AuditService;
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
  const payouts = withdrawPayouts({
    db,
    provider: deps.payout,
    now,
    log: deps.log,
    timeoutMs: deps.payoutTimeoutMs,
  });

  function sameRequest(w: WithdrawalRow, amount: bigint, bankAccountId: bigint) {
    if (w.amount !== amount || w.bank_account_id !== bankAccountId) {
      throw new AppError('IDEMPOTENCY_CONFLICT', undefined, {
        detail: 'requestId was used for another withdrawal',
      });
    }
    return withdrawalView(w);
  }

  /**
   * A review by finance: one decision per withdrawal, status, money and audit row in one
   * transaction, run again whole when the database picks it as a deadlock or serialization victim.
   * An approval then sends the payout, after the commit: a try that rolled back never paid, and
   * the payout request id makes any later send of it (the payout job) pay nothing more.
   */
  async function review(
    staff: StaffSession,
    orderNo: string,
    decision: 'approve' | 'reject',
    note: string | null,
    ip: string,
  ) {
    const provider = deps.payout;
    if (decision === 'approve' && !provider) throw cashierError('PROVIDER_UNAVAILABLE');
    const after = await moneyTransaction(db, async (trx) => {
      const tx = withdrawRepository(trx);
      const before = await tx.byOrderNo(orderNo);
      if (!before || (staff.merchantId !== null && staff.merchantId !== before.merchant_id)) {
        throw cashierError('ORDER_NOT_FOUND');
      }
      if (before.status !== 'pending') throw cashierError('WITHDRAWAL_REVIEWED', { status: before.status });
      const at = now();
      const trxLedger = createLedger(trx);
      let after: WithdrawalRow | undefined;
      if (decision === 'approve' && provider) {
        // Through `trx`, never `db`: inside a transaction a query on the pool waits for a second
        // connection, and the embedded database has only one, so it would wait forever.
        const settings = await cashierRepository(trx).settings(before.merchant_id);
        const requestId = payoutRequestId(orderNo);
        after = await tx.transition(before.id, 'pending', {
          status: 'paid',
          reviewed_by: staff.staffId,
          reviewed_at: at,
          review_note: note,
          paid_at: at,
          confirm_by: new Date(at.getTime() + settings.withdrawConfirmMinutes * 60_000),
          payout_request_id: requestId,
          payout_provider: provider.code,
        });
        if (!after) throw cashierError('WITHDRAWAL_REVIEWED');
        // Paid out once by finance, the account is no longer new.
        if (before.bank_account_id !== null) {
          await bankAccountsRepository(trx).markVerified(before.bank_account_id, at);
        }
        await trxLedger.transfer({
          merchantId: before.merchant_id,
          debit: memberAccount(before.merchant_id, before.member_id, before.currency, 'locked'),
          credit: paymentClearing(before.merchant_id, provider.code, before.currency),
          amount: before.amount,
          kind: 'withdraw_payout',
          reference: orderNo,
          idempotencyKey: `withdraw:${orderNo}:payout`,
          metadata: { payoutRequestId: requestId, staffId: staff.staffId.toString() },
        });
      } else {
        after = await tx.transition(before.id, 'pending', {
          status: 'rejected',
          reviewed_by: staff.staffId,
          reviewed_at: at,
          review_note: note,
        });
        if (!after) throw cashierError('WITHDRAWAL_REVIEWED');
        await trxLedger.transfer({
          merchantId: before.merchant_id,
          debit: memberAccount(before.merchant_id, before.member_id, before.currency, 'locked'),
          credit: memberAccount(before.merchant_id, before.member_id, before.currency, 'cash'),
          amount: before.amount,
          kind: 'withdraw_return',
          reference: orderNo,
          idempotencyKey: `withdraw:${orderNo}:return`,
          metadata: { staffId: staff.staffId.toString() },
        });
      }
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
    return reviewedView(decision === 'approve' ? await payouts.send(after) : after);
  }

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

    async request(
      o: Owner,
      input: {
        amount: bigint;
        paymentPassword: string;
        bankAccountId: string;
        requestId?: string | undefined;
        forfeitBonus?: boolean | undefined;
      },
    ) {
      const range = await deps.limits.withdraw(o.merchantId);
      if (input.amount < range.min || input.amount > range.max) {
        const limits = { min: formatMinor(range.min), max: formatMinor(range.max) };
        throw cashierError(
          'AMOUNT_OUT_OF_RANGE',
          limits,
          `The amount must be between ${limits.min} and ${limits.max}`,
        );
      }
      await passwords.check(o.memberId, input.paymentPassword);
      const accountId = BigInt(input.bankAccountId);
      const key = input.requestId ?? randomUUID();
      const earlier = await withdrawals.byRequestKey(o.memberId, key);
      if (earlier) return sameRequest(earlier, input.amount, accountId);
      const account = await deps.accounts.forWithdrawal(o.memberId, accountId);
      const bank = bankByCode(account.bank_code);

      const created = await moneyTransaction(db, async (trx) => {
        const row = await withdrawRepository(trx).insert({
          order_no: newOrderNo('W', now()),
          merchant_id: o.merchantId,
          member_id: o.memberId,
          amount: input.amount,
          currency: o.currency,
          // What the provider pays to: the bank's NAPAS BIN, the number and the holder's name.
          receiving_address: `${bank?.bin ?? account.bank_code} ${account.account_number} ${account.holder_name}`,
          bank_account_id: account.id,
          bank_code: account.bank_code,
          account_number: account.account_number,
          holder_name: account.holder_name,
          new_account: account.status === 'new',
          request_key: key,
        });
        if (!row) return null;
        // The VIP level's limits count this order too (it is written above, in this transaction).
        await deps.bonus?.withdrawLimits?.(trx, o, input.amount);
        // Active bonuses: refused with a warning unless the member agreed to forfeit them, in
        // which case they go with this request (and come back with nothing if it rolls back).
        await deps.bonus?.withdrawRequested(trx, o, input.forfeitBonus === true);
        // Refused for insufficient funds: the error rolls the order back with it.
        await createLedger(trx).transfer({
          merchantId: o.merchantId,
          debit: memberAccount(o.merchantId, o.memberId, o.currency, 'cash'),
          credit: memberAccount(o.merchantId, o.memberId, o.currency, 'locked'),
          amount: input.amount,
          kind: 'withdraw',
          reference: row.order_no,
          idempotencyKey: `withdraw:${row.order_no}`,
        });
        return row;
      });
      if (created) return withdrawalView(created);
      // A concurrent call with the same requestId won the insert.
      const winner = await withdrawals.byRequestKey(o.memberId, key);
      if (!winner) throw new AppError('CONFLICT');
      return sameRequest(winner, input.amount, accountId);
    },

    async page(memberId: bigint, pageNo: number, pageSize: number) {
      await withdrawals.autoConfirmDue(now(), memberId);
      const { rows, total } = await withdrawals.pageForMember(memberId, (pageNo - 1) * pageSize, pageSize);
      return { list: rows.map(withdrawalView), pageNo, totalPages: Math.ceil(total / pageSize), total };
    },

    /** §4 Withdrawal confirmation by the receiving member. */
    async confirm(memberId: bigint, orderNo: string, input: ConfirmInput) {
      const at = now();
      await withdrawals.autoConfirmDue(at, memberId);
      const w = await withdrawals.byOrderNo(orderNo);
      if (!w || w.member_id !== memberId) throw cashierError('ORDER_NOT_FOUND');
      if (w.status !== 'paid') throw cashierError('WITHDRAWAL_NOT_CONFIRMABLE', { status: w.status });
      let done: WithdrawalRow | undefined;
      if (input.received) {
        done = await withdrawals.transition(w.id, 'paid', {
          status: 'received',
          confirmation: 'received',
          paid_amount: w.amount,
          confirmed_at: at,
        });
      } else {
        if (!input.proof) throw cashierError('PROOF_REQUIRED');
        let paidAmount = 0n;
        if (input.partial) {
          if (input.paidAmount === undefined || input.paidAmount >= w.amount) {
            throw new AppError('VALIDATION', 'paidAmount: the part received, less than the withdrawal');
          }
          paidAmount = input.paidAmount;
        }
        const image = checkImage(input.proof);
        const key = `withdrawals/${w.order_no.toLowerCase()}/${image.sha256}.${image.ext}`;
        await deps.storage.put(key, image.bytes);
        done = await withdrawals.transition(w.id, 'paid', {
          status: 'disputed',
          confirmation: input.partial ? 'partial' : 'not_received',
          paid_amount: paidAmount,
          proof_key: key,
          confirmed_at: at,
        });
      }
      if (!done) throw cashierError('WITHDRAWAL_NOT_CONFIRMABLE');
      return withdrawalView(done);
    },

    approve: (staff: StaffSession, orderNo: string, note: string | null, ip: string) =>
      review(staff, orderNo, 'approve', note, ip),
    reject: (staff: StaffSession, orderNo: string, note: string, ip: string) =>
      review(staff, orderNo, 'reject', note, ip),

    async listForStaff(staff: StaffSession, status: WithdrawalRow['status'] | undefined, limit: number) {
      await withdrawals.autoConfirmDue(now());
      return (await withdrawals.listForStaff(staff.merchantId, status, limit)).map((w) => ({
        ...reviewedView(w),
        receivingAddress: w.receiving_address,
        merchantId: w.merchant_id,
        memberId: w.member_id.toString(),
        username: w.username,
        hasProof: w.proof_key !== null,
      }));
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
