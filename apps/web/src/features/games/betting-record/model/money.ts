import { formatMinor, parseAmountToMinor } from '@pf/shared';

/** A signed API amount ("-1234.50") in minor units; null when it cannot be read. */
export function minorOf(amount: string): bigint | null {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const minor = parseAmountToMinor(negative ? text.slice(1) : text);
  if (minor === null) return null;
  return negative ? -minor : minor;
}

/** §9 money: two decimals, comma thousands; an unreadable amount is shown as sent. */
export function displayAmount(amount: string): string {
  const minor = minorOf(amount);
  return minor === null ? amount : formatMinor(minor);
}

/** A profit with its sign, so a loss and a gain read apart at a glance. */
export function displayProfit(amount: string): string {
  const minor = minorOf(amount);
  if (minor === null) return amount;
  return minor > 0n ? `+${formatMinor(minor)}` : formatMinor(minor);
}

export function toneOf(amount: string): 'up' | 'down' | 'flat' {
  const minor = minorOf(amount) ?? 0n;
  return minor > 0n ? 'up' : minor < 0n ? 'down' : 'flat';
}
