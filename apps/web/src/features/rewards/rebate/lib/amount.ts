import { formatMinor, parseAmountToMinor } from '@pf/shared';

/** The API's signed decimal string in minor units; null when it cannot be read. */
export function toMinor(amount: string): bigint | null {
  const negative = amount.startsWith('-');
  const minor = parseAmountToMinor(negative ? amount.slice(1) : amount);
  if (minor === null) return null;
  return negative ? -minor : minor;
}

/** Two decimals with comma thousands (§9); an amount we cannot read is shown as sent. */
export function showAmount(amount: string): string {
  const minor = toMinor(amount);
  return minor === null ? amount : formatMinor(minor);
}

/** Basis points as a percentage with two decimals: 80 → "0.80%". */
export function showRate(rateBps: number): string {
  return `${(rateBps / 100).toFixed(2)}%`;
}
