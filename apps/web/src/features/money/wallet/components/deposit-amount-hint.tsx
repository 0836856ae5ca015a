import { convertAtRate } from '@pf/shared';
import type { useTranslation } from '@/lib/i18n/use-translation';
import type { DepositMethod } from '../api/deposit';
import { displayAmount, toApiAmount, toMinor } from '../lib/money';

/**
 * Under the deposit amount: the method's limits and, for a method paid in another currency (USDT),
 * what the typed amount credits at the brand's rate, worked out in integers as the server does.
 */
export function depositAmountHint(
  t: ReturnType<typeof useTranslation>['t'],
  method: DepositMethod,
  typed: string,
  brandCurrency: string | undefined,
): string {
  const limits = t('wallet.deposit.limits', {
    min: displayAmount(method.minAmount),
    max: displayAmount(method.maxAmount),
  });
  const rate = method.rate === null ? null : toMinor(method.rate);
  if (rate === null || rate <= 0n) return limits;
  const entered = toMinor(typed);
  const rateText = `1 ${method.currency} = ${displayAmount(method.rate ?? '')} ${brandCurrency ?? ''}`.trim();
  if (entered === null || entered <= 0n) return `${limits} · ${rateText}`;
  return t('wallet.deposit.creditPreview', {
    credit: `${displayAmount(toApiAmount(convertAtRate(entered, rate)))} ${brandCurrency ?? ''}`.trim(),
    rate: rateText,
  });
}
