import { formatMinorPlain } from '@pf/shared';

/** Vendors' decimal amounts: at most two places ("10", "10.5", "10.50"); never negative here. */
const AMOUNT = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * A vendor's decimal amount (Pragmatic's form text, Evolution's JSON number as written) in integer
 * minor units (two places, as every wallet currency here), read as text without passing through
 * arithmetic on floats. Null when the text is not such an amount.
 */
export function decimalToMinor(text: string): bigint | null {
  const m = AMOUNT.exec(text.trim());
  if (!m) return null;
  return BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/**
 * Minor units as the JSON number vendors read (cash 123.45). The number is built from its exact
 * decimal text, and JSON writes such a number back as that same text.
 */
export function minorToDecimal(minor: bigint | number): number {
  return Number(formatMinorPlain(minor));
}
