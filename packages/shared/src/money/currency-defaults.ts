import type { MoneyCurrency, MoneyDefaults } from './money-defaults.types.ts';
import { CNY_DEFAULTS } from './tables/cny.ts';
import { IDR_DEFAULTS } from './tables/idr.ts';
import { PHP_DEFAULTS } from './tables/php.ts';
import { THB_DEFAULTS } from './tables/thb.ts';
import { USD_DEFAULTS } from './tables/usd.ts';
import { VND_DEFAULTS } from './tables/vnd.ts';

export const CURRENCY_DEFAULTS: Readonly<Record<MoneyCurrency, MoneyDefaults>> = {
  VND: VND_DEFAULTS,
  PHP: PHP_DEFAULTS,
  THB: THB_DEFAULTS,
  IDR: IDR_DEFAULTS,
  CNY: CNY_DEFAULTS,
  USD: USD_DEFAULTS,
};

/** The default amounts of a currency; one without a table of its own reads USD's. */
export function currencyDefaults(currency: string): MoneyDefaults {
  return CURRENCY_DEFAULTS[currency.toUpperCase() as MoneyCurrency] ?? USD_DEFAULTS;
}
