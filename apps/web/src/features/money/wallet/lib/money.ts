import { formatMinor, parseAmountToMinor } from '@pf/shared';

/**
 * The API sends amounts as decimal strings with two places ("-1234.50"); the web turns them into
 * minor units once and formats from there, so no float ever touches money.
 */
export function toMinor(amount: string | number): bigint | null {
  const text = String(amount).trim();
  const negative = text.startsWith('-');
  const minor = parseAmountToMinor(negative ? text.slice(1) : text);
  if (minor === null) return null;
  return negative ? -minor : minor;
}

/** Two decimals with comma thousands (§9); an amount we cannot read is shown as sent. */
export function displayAmount(amount: string | number): string {
  const minor = toMinor(amount);
  return minor === null ? String(amount) : formatMinor(minor);
}

/** Minor units as the plain decimal the API takes ("1234.50"). */
export const toApiAmount = (minor: bigint) => formatMinor(minor).replaceAll(',', '');

export type AmountCheck =
  | { ok: true; minor: bigint }
  | { ok: false; reason: 'required' | 'format' | 'positive' | 'min' | 'max' | 'balance' };

/** What a typed amount means against the limits that apply (method limits, balance). */
export function checkAmount(
  text: string,
  limits: { min?: bigint | null; max?: bigint | null; balance?: bigint | null } = {},
): AmountCheck {
  if (text.trim() === '') return { ok: false, reason: 'required' };
  const minor = parseAmountToMinor(text);
  if (minor === null) return { ok: false, reason: 'format' };
  if (minor <= 0n) return { ok: false, reason: 'positive' };
  if (limits.min != null && minor < limits.min) return { ok: false, reason: 'min' };
  if (limits.max != null && minor > limits.max) return { ok: false, reason: 'max' };
  if (limits.balance != null && minor > limits.balance) return { ok: false, reason: 'balance' };
  return { ok: true, minor };
}
