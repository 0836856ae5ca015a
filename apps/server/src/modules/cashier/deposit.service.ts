import { formatMinor, formatMinorPlain } from '@pf/shared';
import type { Db } from '../../db/kysely.ts';
import { moneyTransaction } from '../ledger/ledger.retry.ts';
import { createLedger, memberAccount, paymentClearing } from '../ledger/ledger.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { cashierError } from './cashier.errors.ts';
import type { CashierRepository } from './cashier.repository.ts';
import type { CallbackOutcome } from './cashier.tables.ts';
import { type DepositOrderRow, depositRepository } from './deposit.repository.ts';
import { newOrderNo } from './order-no.ts';
import type { Owner } from './wallets.service.ts';

/** The platform's webhook for a provider's callbacks. */
export const callbackPath = (provider: string) => `/wps/payments/callback/${provider}`;

export function depositView(o: DepositOrderRow) {
  return {
    orderNo: o.order_no,
    amount: formatMinorPlain(o.amount),
    currency: o.currency,
    status: o.status,
    payUrl: o.status === 'pending' ? o.pay_url : null,
    createdAt: o.created_at.toISOString(),
    paidAt: o.paid_at?.toISOString() ?? null,
  };
}

/**
 * What the bonus engine does inside cashier transactions: grant deposit matches with the credit,
 * and forfeit (or refuse to forfeit) active bonuses with a withdrawal request; with it, the VIP
 * level's withdrawal limits.
 */
export interface CashierBonusHooks {
  depositCredited(
    trx: Db,
    d: { merchantId: number; memberId: bigint; currency: string; amount: bigint; orderNo: string },
  ): Promise<void>;
  withdrawRequested(trx: Db, o: Owner, confirmed: boolean): Promise<void>;
  /** The member's VIP level limits on a withdrawal request (docs/member-vip.md); throws above them. */
  withdrawLimits?(trx: Db, o: Owner, amount: bigint): Promise<void>;
}

export interface CallbackAnswer {
  status: number;
  outcome: CallbackOutcome;
  code: string;
  message: string;
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

/**
 * Deposits: an order for a payment method within its limits, paid at the method's provider, and
 * credited by the provider's signed callback exactly once. Callbacks that are forged, replayed or
 * do not match their order change nothing and are kept in payment_callbacks.
 */
export function depositService(deps: {
  db: Db;
  repo: CashierRepository;
  providers: Map<string, PaymentProvider>;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  bonus?: CashierBonusHooks | undefined;
}) {
  const { db, repo, providers, now } = deps;
  const orders = depositRepository(db);

  return {
    async methods(merchantId: number) {
      return (await repo.methods(merchantId))
        .filter((m) => providers.has(m.provider))
        .map((m) => ({
          id: String(m.id),
          code: m.code,
          name: m.name,
          provider: m.provider,
          minAmount: formatMinorPlain(m.min_amount),
          maxAmount: formatMinorPlain(m.max_amount),
        }));
    },

    async create(o: Owner, input: { methodId: number; amount: bigint; returnUrl: string }) {
      const method = await repo.method(o.merchantId, input.methodId);
      const provider = method ? providers.get(method.provider) : undefined;
      if (!method || !provider) throw cashierError('PAYMENT_METHOD_UNAVAILABLE');
      if (input.amount < method.min_amount || input.amount > method.max_amount) {
        const limits = { min: formatMinor(method.min_amount), max: formatMinor(method.max_amount) };
        throw cashierError(
          'AMOUNT_OUT_OF_RANGE',
          limits,
          `The amount must be between ${limits.min} and ${limits.max}`,
        );
      }
      const order = await orders.insert({
        order_no: newOrderNo('D', now()),
        merchant_id: o.merchantId,
        member_id: o.memberId,
        method_id: method.id,
        provider: provider.code,
        amount: input.amount,
        currency: o.currency,
        return_url: input.returnUrl,
      });
      let payment: { payUrl: string; providerRef: string | null };
      try {
        payment = await provider.createPayment({
          orderNo: order.order_no,
          amount: order.amount,
          currency: order.currency,
          returnUrl: order.return_url,
          callbackUrl: callbackPath(provider.code),
        });
      } catch (err) {
        await orders.settle(order.id, 'failed', now(), '');
        deps.log.warn({ err, orderNo: order.order_no }, 'payment provider refused the order');
        throw cashierError('PROVIDER_UNAVAILABLE');
      }
      await orders.setPayment(order.id, payment.payUrl, payment.providerRef);
      return depositView({ ...order, pay_url: payment.payUrl, provider_ref: payment.providerRef });
    },

    async get(memberId: bigint, orderNo: string) {
      const order = await orders.forMember(memberId, orderNo);
      if (!order) throw cashierError('ORDER_NOT_FOUND');
      return depositView(order);
    },

    async page(memberId: bigint, pageNo: number, pageSize: number) {
      const { rows, total } = await orders.pageForMember(memberId, (pageNo - 1) * pageSize, pageSize);
      return { list: rows.map(depositView), pageNo, totalPages: Math.ceil(total / pageSize), total };
    },

    /** The webhook: proves, matches and applies one provider callback. */
    async callback(
      providerCode: string,
      rawBody: string,
      signature: string | undefined,
      ip: string,
    ): Promise<CallbackAnswer> {
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
      const order = await orders.byOrderNo(cb.orderNo);
      if (!order || order.provider !== provider.code) {
        return refuse('unknown_order', cb.orderNo, 'no such order at this provider', 404, 'ORDER_NOT_FOUND');
      }
      if (cb.amount !== order.amount || cb.currency !== order.currency) {
        return refuse(
          'mismatch',
          order.order_no,
          `callback ${formatMinorPlain(cb.amount)} ${cb.currency} for an order of ${formatMinorPlain(order.amount)} ${order.currency}`,
          409,
          'CALLBACK_MISMATCH',
        );
      }

      return moneyTransaction(db, async (trx) => {
        const tx = depositRepository(trx);
        const target = cb.status === 'SUCCESS' ? 'paid' : 'failed';
        const settled = await tx.settle(order.id, target, now(), cb.providerRef);
        if (!settled) {
          // Already decided: the same decision again is a replay, another one is a mismatch.
          const current = await tx.byOrderNo(order.order_no);
          if (current?.status === target) {
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
        if (target === 'failed') {
          await log('failed', order.order_no, 'payment failed or cancelled', trx);
          return { status: 200, outcome: 'failed' as const, code: 'OK', message: 'failed' };
        }
        await creditOrder(trx, order, cb.providerRef, deps.bonus);
        await log('credited', order.order_no, null, trx);
        return { status: 200, outcome: 'credited' as const, code: 'OK', message: 'credited' };
      });
    },

    orders,
  };
}

export type DepositService = ReturnType<typeof depositService>;
