// biome-ignore lint/style/noRestrictedImports: a crossing listed in areas/crossings.json, to be removed (decision 0016)
import type { MoneySettingsService } from '../../brand/merchant/money-settings.service.ts';
import type { PaymentMethodRow } from './cashier.repository.ts';

type Limited<T> = Omit<T, 'min_amount' | 'max_amount'> & { min_amount: bigint; max_amount: bigint };

/**
 * The amounts a member may deposit and withdraw: the brand's money settings (its currency's
 * defaults and its overrides), and for a payment method its own limits where it sets them (a
 * method paid in a token keeps its limits in the token).
 */
export function cashierLimits(money: MoneySettingsService) {
  return {
    async withdraw(merchantId: number): Promise<{ min: bigint; max: bigint }> {
      const { min, max } = (await money.effective(merchantId)).withdraw;
      return { min, max };
    },

    async methods<T extends PaymentMethodRow>(merchantId: number, methods: T[]): Promise<Array<Limited<T>>> {
      if (methods.every((m) => m.min_amount !== null && m.max_amount !== null))
        return methods as Array<Limited<T>>;
      const { deposit } = await money.effective(merchantId);
      return methods.map((m) => ({
        ...m,
        min_amount: m.min_amount ?? deposit.min,
        max_amount: m.max_amount ?? deposit.max,
      }));
    },
  };
}

export type CashierLimits = ReturnType<typeof cashierLimits>;
