import { formatMinor, parseAmountToMinor } from '@pf/shared';

/** An API amount ("1250000.00") as §9 shows money: two decimals, comma thousands. */
export function displayAmount(amount: string): string {
  const minor = parseAmountToMinor(amount.startsWith('-') ? amount.slice(1) : amount);
  if (minor === null) return amount;
  return formatMinor(amount.startsWith('-') ? -minor : minor);
}
