import { type DepositInstructions, formatMinor, formatMinorPlain } from '@pf/shared';
import type { Db } from '../../db/kysely.ts';
import type { CreatedPayment, PaymentProvider } from '../payments/payment-provider.ts';
import { cashierError } from './cashier.errors.ts';
import type { CashierRepository, PaymentMethodRow } from './cashier.repository.ts';
import type { CashierBonusHooks } from './cashier-hooks.ts';
import { type DepositOrderRow, depositRepository } from './deposit.repository.ts';
import { depositCallback, depositReturn } from './deposit-callback.ts';
import { newOrderNo } from './order-no.ts';
import type { Owner } from './wallets.service.ts';

/** The platform's webhook for a provider's callbacks. */
export const callbackPath = (provider: string) => `/wps/payments/callback/${provider}`;

export function depositView(o: DepositOrderRow) {
  const pending = o.status === 'pending';
  return {
    orderNo: o.order_no,
    amount: formatMinorPlain(o.amount),
    currency: o.currency,
    status: o.status,
    payUrl: pending ? o.pay_url : null,
    // Stored by this server from the provider's answer, in the shape the contract declares.
    instructions: pending ? (o.instructions as DepositInstructions | null) : null,
    expiresAt: o.expires_at?.toISOString() ?? null,
    createdAt: o.created_at.toISOString(),
    paidAt: o.paid_at?.toISOString() ?? null,
  };
}

const methodView = (m: PaymentMethodRow) => ({
  id: String(m.id),
  code: m.code,
  name: m.name,
  provider: m.provider,
  minAmount: formatMinorPlain(m.min_amount),
  maxAmount: formatMinorPlain(m.max_amount),
});

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
  const callback = depositCallback({ db, providers, now, log: deps.log, bonus: deps.bonus });

  return {
    async methods(merchantId: number) {
      return (await repo.methods(merchantId)).filter((m) => providers.has(m.provider)).map(methodView);
    },

    async create(o: Owner, input: { methodId: number; amount: bigint; returnUrl: string }) {
      const method = await repo.method(o.merchantId, input.methodId);
      const provider = method ? providers.get(method.provider) : undefined;
      if (!method || !provider) throw cashierError('PAYMENT_METHOD_UNAVAILABLE');
      if (provider.wholeAmounts && input.amount % 100n !== 0n) throw cashierError('AMOUNT_NOT_WHOLE');
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
      let payment: CreatedPayment;
      try {
        payment = await provider.createPayment({
          orderNo: order.order_no,
          amount: order.amount,
          currency: order.currency,
          returnUrl: order.return_url,
          callbackUrl: callbackPath(provider.code),
          settings: method.settings,
        });
      } catch (err) {
        await orders.settle(order.id, 'failed', now(), '');
        deps.log.warn({ err, orderNo: order.order_no }, 'payment provider refused the order');
        throw cashierError('PROVIDER_UNAVAILABLE');
      }
      const stored = {
        payUrl: payment.payUrl,
        providerRef: payment.providerRef,
        instructions: payment.instructions ?? null,
        expiresAt: payment.expiresAt ?? null,
      };
      await orders.setPayment(order.id, stored);
      return depositView({
        ...order,
        pay_url: stored.payUrl,
        provider_ref: stored.providerRef,
        instructions: stored.instructions,
        expires_at: stored.expiresAt,
      });
    },

    async get(memberId: bigint, orderNo: string) {
      await orders.expireDue(now(), memberId);
      const order = await orders.forMember(memberId, orderNo);
      if (!order) throw cashierError('ORDER_NOT_FOUND');
      return depositView(order);
    },

    async page(memberId: bigint, pageNo: number, pageSize: number) {
      await orders.expireDue(now(), memberId);
      const { rows, total } = await orders.pageForMember(memberId, (pageNo - 1) * pageSize, pageSize);
      return { list: rows.map(depositView), pageNo, totalPages: Math.ceil(total / pageSize), total };
    },

    /** The webhook: proves, matches and applies one provider callback. */
    callback,

    /** The member back from a provider's page with its signed result (e-wallets). */
    providerReturn: depositReturn({ providers, orders, callback }),

    /** Pending orders past their expiry are expired (a job runs it; reads do it for their member). */
    expireDue: () => orders.expireDue(now()),

    orders,
  };
}

export type DepositService = ReturnType<typeof depositService>;
