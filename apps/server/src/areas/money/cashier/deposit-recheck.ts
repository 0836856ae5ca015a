import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import type { OrderStatusAnswer, PaymentProvider } from '../payments/payment-provider.ts';
import { cashierError } from './cashier.errors.ts';
import type { CallbackOutcome } from './cashier.tables.ts';
import type { CashierBonusHooks } from './cashier-hooks.ts';
import { depositRepository } from './deposit.repository.ts';
import { applyProven } from './deposit-callback.ts';

const SAYS = { SUCCESS: 'paid', FAILED: 'failed', EXPIRED: 'expired' } as const;

/** What the provider's answer says of the order, in the desk's words. */
const saysOf = (a: OrderStatusAnswer) => (a.state === 'decided' ? SAYS[a.callback.status] : a.state);

/**
 * The finance desk's re-check of a stuck deposit: asks the order's provider how it stands (its
 * status API, the answer proven like a callback) and applies a decided answer through the very
 * path of the callback, so a re-check and a late callback, or two re-checks, credit once. An
 * answer that the order is still open changes nothing. The answer goes to the callback log (when
 * applied) and, with what it did, to the audit log.
 */
export function depositRecheck(deps: {
  db: Db;
  providers: Map<string, PaymentProvider>;
  audit: AuditWriter;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  bonus?: CashierBonusHooks | undefined;
}) {
  const { db } = deps;
  const orders = depositRepository(db);

  /** The provider's answer, or PROVIDER_UNAVAILABLE when it cannot be asked or proves nothing. */
  async function ask(
    provider: PaymentProvider,
    order: NonNullable<Awaited<ReturnType<typeof orders.byOrderNo>>>,
  ) {
    try {
      return await provider.queryStatus({
        orderNo: order.order_no,
        amount: order.amount,
        currency: order.currency,
        matchKey: order.match_key,
        providerRef: order.provider_ref,
        createdAt: order.created_at,
      });
    } catch (err) {
      deps.log.warn({ err, orderNo: order.order_no, provider: provider.code }, 'deposit re-check failed');
      throw cashierError('PROVIDER_UNAVAILABLE');
    }
  }

  return async (staff: { staffId: bigint; merchantId: number | null }, orderNo: string, ip: string) => {
    const order = await orders.byOrderNo(orderNo);
    if (!order || (staff.merchantId !== null && order.merchant_id !== staff.merchantId)) {
      throw cashierError('ORDER_NOT_FOUND');
    }
    const provider = deps.providers.get(order.provider);
    if (!provider) throw cashierError('PROVIDER_UNAVAILABLE');
    const said = await ask(provider, order);
    let outcome: CallbackOutcome | 'unchanged' = 'unchanged';
    let detail: string | null = null;
    if (said.state === 'decided') {
      const log = (o: CallbackOutcome, no: string | null, d: string | null, tx: Db = db) =>
        depositRepository(tx).logCallback({
          provider: provider.code,
          orderNo: no,
          outcome: o,
          detail: `re-check by staff ${staff.staffId}${d ? `: ${d}` : ''}`,
          body: said.answer,
          signature: null,
          ip,
        });
      const applied = await applyProven(deps, provider, said.callback, log);
      outcome = applied.outcome;
      detail = applied.message;
    }
    const after = (await orders.byOrderNo(orderNo)) ?? order;
    const providerSays = saysOf(said);
    await deps.audit.record({
      staffId: staff.staffId,
      action: 'deposit.recheck',
      targetType: 'deposit_order',
      targetId: order.id,
      before: { orderNo, status: order.status },
      after: { orderNo, status: after.status, providerSays, outcome, answer: said.answer.slice(0, 4000) },
      ip,
    });
    return { orderNo, provider: provider.code, providerSays, outcome, status: after.status, detail };
  };
}
