import { formatMinor, parseAmountToMinor } from '@pf/shared';

/**
 * The API sends amounts as decimal strings with two places and their sign ("-1234.50"); the web
 * turns them into minor units once and formats from there, so no float ever touches money. Null
 * when the amount cannot be read.
 */
export function toMinor(amount: string | number): bigint | null {
  const text = String(amount).trim();
  const negative = text.startsWith('-');
  const minor = parseAmountToMinor(negative ? text.slice(1) : text);
  if (minor === null) return null;
  return negative ? -minor : minor;
}

/** Two decimals with comma thousands (§9); an amount that cannot be read is shown as sent. */
export function displayAmount(amount: string | number): string {
  const minor = toMinor(amount);
  return minor === null ? String(amount) : formatMinor(minor);
}
