import { type DepositInstructions, formatMinorPlain } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { moneyTransaction } from '../ledger/ledger.retry.ts';
import { createLedger, memberAccount, paymentClearing } from '../ledger/ledger.service.ts';
import type { PaymentCallback, PaymentProvider } from '../payments/payment-provider.ts';
import type { CallbackOutcome, DepositStatus } from './cashier.tables.ts';
import type { CashierBonusHooks } from './cashier-hooks.ts';
import { type DepositOrderRow, depositRepository } from './deposit.repository.ts';

export interface CallbackAnswer {
  status: number;
  outcome: CallbackOutcome;
  code: string;
  message: string;
}

type Decided = Exclude<DepositStatus, 'pending'>;

const TARGET: Record<PaymentCallback['status'], Decided> = {
  SUCCESS: 'paid',
  FAILED: 'failed',
  EXPIRED: 'expired',
};

/** The account an order told the member to pay into (`bin:number`); null when it named none. */
function receivingAccountOf(order: DepositOrderRow): string | null {
  const i = order.instructions as DepositInstructions | null;
  return i?.kind === 'vietqr' ? `${i.bankBin}:${i.accountNumber}` : null;
}

/** How many confirmations a transfer on chain needs before its order is credited; null off chain. */
function confirmationsRequired(order: DepositOrderRow): number | null {
  const i = order.instructions as DepositInstructions | null;
  return i?.kind === 'usdt' ? i.confirmationsRequired : null;
}

/**
 * Credits a paid order's cash and records its transfer; in this same transaction the bonus engine
 * grants any deposit match, so the match comes with the credit or not at all.
 */
async function creditOrder(
  trx: Db,
  order: DepositOrderRow,
  providerRef: string | null,
  bonus: CashierBonusHooks | undefined,
) {
  const transfer = await createLedger(trx).transfer({
    merchantId: order.merchant_id,
    debit: paymentClearing(order.merchant_id, order.provider, order.currency),
    credit: memberAccount(order.merchant_id, order.member_id, order.currency, 'cash'),
    amount: order.amount,
    kind: 'deposit',
    reference: order.order_no,
    idempotencyKey: `deposit:${order.order_no}`,
    metadata: { providerRef },
  });
  await depositRepository(trx).setTransfer(order.id, transfer.id);
  await bonus?.depositCredited(trx, {
    merchantId: order.merchant_id,
    memberId: order.member_id,
    currency: order.currency,
    amount: order.amount,
    orderNo: order.order_no,
  });
}

type LogCallback = (
  outcome: CallbackOutcome,
  orderNo: string | null,
  detail: string | null,
  tx?: Db,
) => Promise<void>;

/**
 * Applies a proven, matching callback to its order in one transaction: the order's pending → final
 * change decides once; the same notification again is a replay, anything else a mismatch.
 */
async function decide(
  trx: Db,
  order: DepositOrderRow,
  cb: PaymentCallback,
  log: LogCallback,
  deps: {
    now: () => Date;
    log: { warn(obj: object, msg: string): void };
    bonus?: CashierBonusHooks | undefined;
  },
): Promise<CallbackAnswer> {
  const tx = depositRepository(trx);
  const at = deps.now();
  let target: Decided = TARGET[cb.status];
  // Paid after the deadline: the order expires unpaid; the late money is the desk's to return.
  const late = target === 'paid' && order.expires_at !== null && (cb.paidAt ?? at) > order.expires_at;
  if (late) target = 'expired';
  // A transfer found by address and amount claims its order first, so no other can take it.
  if (
    cb.matchKey !== undefined &&
    order.provider_ref === null &&
    !(await tx.claim(order.id, cb.providerRef))
  ) {
    await log('mismatch', order.order_no, 'the order was claimed by another transfer', trx);
    return {
      status: 409,
      outcome: 'mismatch',
      code: 'CALLBACK_MISMATCH',
      message: 'order claimed by another transfer',
    };
  }
  const required = confirmationsRequired(order);
  if (
    !late &&
    target === 'paid' &&
    required !== null &&
    order.status === 'pending' &&
    (cb.confirmations ?? 0) < required
  ) {
    await tx.setConfirmations(order.id, cb.confirmations ?? 0);
    await log('confirming', order.order_no, `${cb.confirmations ?? 0} of ${required} confirmations`, trx);
    return { status: 200, outcome: 'confirming', code: 'OK', message: 'confirming' };
  }
  const settled = await tx.settle(order.id, target, at, cb.providerRef);
  if (late) {
    await log('expired', order.order_no, 'paid after the order expired', trx);
    return {
      status: 409,
      outcome: 'expired' as const,
      code: 'CALLBACK_MISMATCH',
      message: 'the order expired before it was paid',
    };
  }
  if (!settled) {
    // Already decided: the same notification again is a replay, anything else a mismatch.
    const current = await tx.byOrderNo(order.order_no);
    const same = current?.status === target && (target !== 'paid' || current.provider_ref === cb.providerRef);
    if (same) {
      await log('replay', order.order_no, `already ${target}`, trx);
      return { status: 200, outcome: 'replay' as const, code: 'OK', message: 'replay' };
    }
    await log('mismatch', order.order_no, `${cb.status} for an order already ${current?.status}`, trx);
    deps.log.warn({ orderNo: order.order_no, status: cb.status }, 'payment callback contradicts order');
    return {
      status: 409,
      outcome: 'mismatch' as const,
      code: 'CALLBACK_MISMATCH',
      message: `order already ${current?.status}`,
    };
  }
  if (target !== 'paid') {
    await log(
      target,
      order.order_no,
      target === 'failed' ? 'payment failed or cancelled' : 'expired unpaid',
      trx,
    );
    return { status: 200, outcome: target, code: 'OK', message: target };
  }
  await creditOrder(trx, order, cb.providerRef, deps.bonus);
  await log('credited', order.order_no, null, trx);
  return { status: 200, outcome: 'credited' as const, code: 'OK', message: 'credited' };
}

/** What applying a provider's proven word needs: the database, a clock, a log, the bonus hooks. */
interface ApplyDeps {
  db: Db;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  bonus?: CashierBonusHooks | undefined;
}

/**
 * Applies a provider's proven word on a payment (its callback, or its answer to a re-check) to
 * the order it names: the order found and matched (amount, account, transfer), then decided in one
 * transaction. The one path every credit takes, so whichever arrives first credits and any other
 * is a replay.
 */
export async function applyProven(
  deps: ApplyDeps,
  provider: PaymentProvider,
  cb: PaymentCallback,
  log: LogCallback,
): Promise<CallbackAnswer> {
  const { db } = deps;
  const orders = depositRepository(db);
  const refuse = async (
    outcome: CallbackOutcome,
    orderNo: string | null,
    detail: string,
    status: number,
    code: string,
  ): Promise<CallbackAnswer> => {
    await log(outcome, orderNo, detail);
    deps.log.warn({ provider: provider.code, orderNo, outcome, detail }, 'payment callback refused');
    return { status, outcome, code, message: detail };
  };
  // A transfer on chain names no order: it finds the order it claimed, else an open one by its
  // address and amount.
  const order = cb.orderNo
    ? await orders.byOrderNo(cb.orderNo)
    : await orders.forTransfer(provider.code, cb.providerRef, cb.matchKey);
  if (!order || order.provider !== provider.code) {
    return refuse('unknown_order', cb.orderNo, 'no such order at this provider', 404, 'ORDER_NOT_FOUND');
  }
  if (cb.matchKey !== undefined) {
    if (order.match_key !== cb.matchKey) {
      return refuse(
        'mismatch',
        order.order_no,
        'transfer of another amount or address',
        409,
        'CALLBACK_MISMATCH',
      );
    }
  } else if (cb.amount !== order.amount || cb.currency !== order.currency) {
    return refuse(
      'mismatch',
      order.order_no,
      `callback ${formatMinorPlain(cb.amount)} ${cb.currency} for an order of ${formatMinorPlain(order.amount)} ${order.currency}`,
      409,
      'CALLBACK_MISMATCH',
    );
  }
  const account = receivingAccountOf(order);
  if (cb.receivingAccount && account && cb.receivingAccount !== account) {
    return refuse('mismatch', order.order_no, 'paid into another account', 409, 'CALLBACK_MISMATCH');
  }

  return moneyTransaction(db, (trx) => decide(trx, order, cb, log, deps));
}

/**
 * The providers' webhook: proves, matches and applies one callback. A paid order is credited
 * exactly once (the order's pending → paid change and the ledger key both guard it); the same
 * notification again is a replay, another payment for a decided order a mismatch. A payment made
 * after the order expired is not credited: the order is expired instead. Whatever is refused
 * changes nothing and is kept in payment_callbacks.
 */
export function depositCallback(deps: {
  db: Db;
  providers: Map<string, PaymentProvider>;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  bonus?: CashierBonusHooks | undefined;
}) {
  const { db, providers } = deps;

  return async (
    providerCode: string,
    rawBody: string,
    signature: string | undefined,
    ip: string,
  ): Promise<CallbackAnswer> => {
    const provider = providers.get(providerCode);
    const log = (outcome: CallbackOutcome, orderNo: string | null, detail: string | null, tx: Db = db) =>
      depositRepository(tx).logCallback({
        provider: providerCode,
        orderNo,
        outcome,
        detail,
        body: rawBody,
        signature: signature ?? null,
        ip,
      });
    const refuse = async (
      outcome: CallbackOutcome,
      orderNo: string | null,
      detail: string,
      status: number,
      code: string,
    ): Promise<CallbackAnswer> => {
      await log(outcome, orderNo, detail);
      deps.log.warn({ provider: providerCode, orderNo, outcome, detail, ip }, 'payment callback refused');
      return { status, outcome, code, message: detail };
    };

    if (!provider) return refuse('invalid', null, 'unknown provider', 404, 'NOT_FOUND');
    if (!provider.verify(rawBody, signature)) {
      return refuse('bad_signature', null, 'signature does not match the body', 401, 'BAD_SIGNATURE');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return refuse('invalid', null, 'body is not JSON', 400, 'VALIDATION');
    }
    const cb = provider.parseCallback(parsed);
    if (!cb) return refuse('invalid', null, 'body is not a callback', 400, 'VALIDATION');
    return applyProven(deps, provider, cb, log);
  };
}

/**
 * The member back from a provider's page with its signed result in the query (e-wallets): the
 * result is applied like the notification (whichever comes first credits, the other is a replay),
 * then the member goes to the order's return path. Null when it proves nothing.
 */
export function depositReturn(deps: {
  providers: Map<string, PaymentProvider>;
  orders: ReturnType<typeof depositRepository>;
  callback: ReturnType<typeof depositCallback>;
}) {
  return async (providerCode: string, query: Record<string, string>, ip: string) => {
    const provider = deps.providers.get(providerCode);
    const body = provider?.returnAsCallback?.(query);
    const cb = body ? provider?.parseCallback(JSON.parse(body)) : null;
    if (!body || !cb?.orderNo) return null;
    const answer = await deps.callback(providerCode, body, undefined, ip);
    if (['bad_signature', 'invalid', 'unknown_order'].includes(answer.outcome)) return null;
    const order = await deps.orders.byOrderNo(cb.orderNo);
    if (!order) return null;
    return {
      orderNo: order.order_no,
      returnUrl: order.return_url,
      outcome: order.status === 'paid' ? ('paid' as const) : ('cancelled' as const),
    };
  };
}
