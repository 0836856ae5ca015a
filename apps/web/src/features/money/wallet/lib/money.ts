import { formatMinor, parseAmountToMinor } from '@pf/shared';

export { displayAmount, toMinor } from '@/lib/signed-amount';

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
