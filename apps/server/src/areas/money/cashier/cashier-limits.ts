import type { MoneyDefaults } from '@pf/shared';
import type { PaymentMethodRow } from './cashier.repository.ts';

/**
 * A brand's amounts by merchant id. Brand keeps them (its money settings), above money in the
 * order of the areas, so money declares what it reads and the shell hands brand's service in.
 */
export interface BrandMoney {
  effective(merchantId: number): Promise<MoneyDefaults>;
}

type Limited<T> = Omit<T, 'min_amount' | 'max_amount'> & { min_amount: bigint; max_amount: bigint };

/**
 * The amounts a member may deposit and withdraw: the brand's money settings (its currency's
 * defaults and its overrides), and for a payment method its own limits where it sets them (a
 * method paid in a token keeps its limits in the token).
 */
export function cashierLimits(money: BrandMoney) {
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
