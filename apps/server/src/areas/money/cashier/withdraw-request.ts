import { randomUUID } from 'node:crypto';
import { bankByCode, formatMinor } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { moneyTransaction } from '../ledger/ledger.retry.ts';
import { createLedger, memberAccount } from '../ledger/ledger.service.ts';
import type { BankAccountRow } from './bank-accounts.repository.ts';
import type { BankAccountsService } from './bank-accounts.service.ts';
import { cashierError } from './cashier.errors.ts';
import type { CashierBonusHooks } from './cashier-hooks.ts';
import type { CashierLimits } from './cashier-limits.ts';
import { newOrderNo } from './order-no.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import type { Owner } from './wallets.service.ts';
import { type WithdrawalRow, withdrawRepository } from './withdraw.repository.ts';
import { withdrawalView } from './withdraw-view.ts';

export interface WithdrawRequest {
  amount: bigint;
  paymentPassword: string;
  bankAccountId: string;
  requestId?: string | undefined;
  forfeitBonus?: boolean | undefined;
}

type Bonus = Pick<CashierBonusHooks, 'withdrawRequested' | 'withdrawLimits'> | undefined;

/** An earlier withdrawal under the same request key answers again, if it asked the same. */
function sameRequest(w: WithdrawalRow, amount: bigint, bankAccountId: bigint) {
  if (w.amount !== amount || w.bank_account_id !== bankAccountId) {
    throw new AppError('IDEMPOTENCY_CONFLICT', undefined, {
      detail: 'requestId was used for another withdrawal',
    });
  }
  return withdrawalView(w);
}

async function checkAmount(limits: CashierLimits, o: Owner, amount: bigint) {
  const range = await limits.withdraw(o.merchantId);
  if (amount < range.min || amount > range.max) {
    const shown = { min: formatMinor(range.min), max: formatMinor(range.max) };
    throw cashierError(
      'AMOUNT_OUT_OF_RANGE',
      shown,
      `The amount must be between ${shown.min} and ${shown.max}`,
    );
  }
}

/**
 * Staff may freeze a member's withdrawals (the console's member page). The member's row is read
 * under the lock an update takes, so a freeze committing meanwhile waits for this request or is
 * seen by it. A share lock here deadlocked a burst of one member's requests: each held it, then the
 * VIP level's daily limit locks the same row for update and waited behind the others' share locks.
 */
async function refuseFrozen(trx: Db, o: Owner) {
  const row = await trx
    .selectFrom('members')
    .select('withdrawals_frozen')
    .where('id', '=', o.memberId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (row?.withdrawals_frozen) throw cashierError('WITHDRAW_FROZEN');
}

/**
 * In one transaction: the order, the VIP level's and the bonuses' checks, and the amount moved
 * cash → locked. Null when a concurrent call with the same request key wrote its order first.
 */
async function lockInOrder(
  trx: Db,
  o: Owner,
  input: WithdrawRequest,
  account: BankAccountRow,
  key: string,
  at: Date,
  bonus: Bonus,
) {
  await refuseFrozen(trx, o);
  const bank = bankByCode(account.bank_code);
  const row = await withdrawRepository(trx).insert({
    order_no: newOrderNo('W', at),
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
  await bonus?.withdrawLimits?.(trx, o, input.amount);
  // Active bonuses: refused with a warning unless the member agreed to forfeit them, in
  // which case they go with this request (and come back with nothing if it rolls back).
  await bonus?.withdrawRequested(trx, o, input.forfeitBonus === true);
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
}

/**
 * A member's withdrawal request: within the limits, with the payment password, to one of their
 * accounts; the same request key answers with the same order, once.
 */
export function requestWithdrawal(deps: {
  db: Db;
  limits: CashierLimits;
  accounts: BankAccountsService;
  passwords: PaymentPasswordService;
  bonus?: Bonus;
  now: () => Date;
}) {
  const withdrawals = withdrawRepository(deps.db);
  return async (o: Owner, input: WithdrawRequest) => {
    await checkAmount(deps.limits, o, input.amount);
    await deps.passwords.check(o.memberId, input.paymentPassword);
    const accountId = BigInt(input.bankAccountId);
    const key = input.requestId ?? randomUUID();
    const earlier = await withdrawals.byRequestKey(o.memberId, key);
    if (earlier) return sameRequest(earlier, input.amount, accountId);
    const account = await deps.accounts.forWithdrawal(o.memberId, accountId);
    const created = await moneyTransaction(deps.db, (trx) =>
      lockInOrder(trx, o, input, account, key, deps.now(), deps.bonus),
    );
    if (created) return withdrawalView(created);
    // A concurrent call with the same requestId won the insert.
    const winner = await withdrawals.byRequestKey(o.memberId, key);
    if (!winner) throw new AppError('CONFLICT');
    return sameRequest(winner, input.amount, accountId);
  };
}
