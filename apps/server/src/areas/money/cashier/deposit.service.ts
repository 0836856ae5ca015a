import { formatMinorPlain } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { cashierError } from './cashier.errors.ts';
import type { CashierRepository, PaymentMethodWithSettings } from './cashier.repository.ts';
import type { CashierBonusHooks } from './cashier-hooks.ts';
import type { CashierLimits } from './cashier-limits.ts';
import { depositRepository } from './deposit.repository.ts';
import { depositCallback, depositReturn } from './deposit-callback.ts';
import { depositDesk } from './deposit-desk.service.ts';
import { openDeposit } from './deposit-open.ts';
import { depositRecheck } from './deposit-recheck.ts';
import { depositView } from './deposit-view.ts';
import type { Owner } from './wallets.service.ts';

export { callbackPath, depositView } from './deposit-view.ts';

/** A method as members see it: limits in what they pay in, and its rate when that is not the brand's currency. */
function methodView(
  m: PaymentMethodWithSettings & { min_amount: bigint; max_amount: bigint },
  provider: PaymentProvider,
  brandCurrency: string,
) {
  const terms = provider.terms?.(m.settings);
  return {
    id: String(m.id),
    code: m.code,
    name: m.name,
    provider: m.provider,
    currency: terms?.currency ?? brandCurrency,
    rate: terms ? formatMinorPlain(terms.rateMinor) : null,
    minAmount: formatMinorPlain(m.min_amount),
    maxAmount: formatMinorPlain(m.max_amount),
  };
}

/**
 * Deposits: an order for a payment method within its limits, paid at the method's provider, and
 * credited by the provider's signed callback exactly once. Callbacks that are forged, replayed or
 * do not match their order change nothing and are kept in payment_callbacks.
 */
export function depositService(deps: {
  db: Db;
  repo: CashierRepository;
  limits: CashierLimits;
  providers: Map<string, PaymentProvider>;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  bonus?: CashierBonusHooks | undefined;
  /** Staff actions (a re-check) are audit-logged. */
  audit: AuditWriter;
}) {
  const { db, repo, limits, providers, now } = deps;
  const orders = depositRepository(db);
  const callback = depositCallback({ db, providers, now, log: deps.log, bonus: deps.bonus });

  return {
    async methods(o: Pick<Owner, 'merchantId' | 'currency'>) {
      const methods = await limits.methods(o.merchantId, await repo.methods(o.merchantId));
      return methods.flatMap((m) => {
        const provider = providers.get(m.provider);
        return provider ? [methodView(m, provider, o.currency)] : [];
      });
    },

    create: openDeposit({ repo, limits, orders, providers, now, log: deps.log }),

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

    /** The finance desk's re-check of a stuck order with its provider. */
    recheck: depositRecheck({
      db,
      providers,
      audit: deps.audit,
      now,
      log: deps.log,
      bonus: deps.bonus,
    }),

    /** The finance desk's filtered list and export. */
    desk: depositDesk(db),

    orders,
  };
}

export type DepositService = ReturnType<typeof depositService>;
