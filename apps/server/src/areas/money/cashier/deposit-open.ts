import { convertAtRate, formatMinor } from '@pf/shared';
import type { CreatedPayment, PaymentProvider } from '../payments/payment-provider.ts';
import { cashierError } from './cashier.errors.ts';
import type { CashierRepository } from './cashier.repository.ts';
import type { CashierLimits } from './cashier-limits.ts';
import type { DepositRepository } from './deposit.repository.ts';
import { callbackPath, depositView } from './deposit-view.ts';
import { newOrderNo } from './order-no.ts';
import type { Owner } from './wallets.service.ts';

/**
 * Opens a deposit order: a method within its limits (in what the member pays in), the amount the
 * member is credited in the brand's currency (converted at the method's rate when it is a token),
 * and the payment at the method's provider: a page to send the member to, or instructions.
 */
export function openDeposit(deps: {
  repo: CashierRepository;
  limits: CashierLimits;
  orders: DepositRepository;
  providers: Map<string, PaymentProvider>;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}) {
  const { orders, now } = deps;
  return async (o: Owner, input: { methodId: number; amount: bigint; returnUrl: string }) => {
    const found = await deps.repo.method(o.merchantId, input.methodId);
    const [method] = found ? await deps.limits.methods(o.merchantId, [found]) : [];
    const provider = method ? deps.providers.get(method.provider) : undefined;
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
    const terms = provider.terms?.(method.settings);
    const credit = terms ? convertAtRate(input.amount, terms.rateMinor) : input.amount;
    const order = await orders.insert({
      order_no: newOrderNo('D', now()),
      merchant_id: o.merchantId,
      member_id: o.memberId,
      method_id: method.id,
      provider: provider.code,
      amount: credit,
      currency: o.currency,
      return_url: input.returnUrl,
    });
    let payment: CreatedPayment;
    try {
      payment = await provider.createPayment({
        orderNo: order.order_no,
        merchantId: o.merchantId,
        memberId: o.memberId,
        amount: order.amount,
        entered: input.amount,
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
      matchKey: payment.matchKey ?? null,
    };
    await orders.setPayment(order.id, stored);
    return depositView({
      ...order,
      pay_url: stored.payUrl,
      provider_ref: stored.providerRef,
      instructions: stored.instructions,
      expires_at: stored.expiresAt,
      match_key: stored.matchKey,
    });
  };
}
