import { formatMinor, parseAmountToMinor } from '@pf/shared';

/**
 * An amount as the API answers it ("200000.00") in the platform's one number format
 * ("200,000.00", decision 0017), a loss with its minus sign ("-1,500.00"); anything else is shown as it came.
 */
export function shownAmount(amount: string): string {
  const negative = amount.startsWith('-');
  const minor = parseAmountToMinor(negative ? amount.slice(1) : amount);
  if (minor === null) return amount;
  return `${negative ? '-' : ''}${formatMinor(minor)}`;
}
