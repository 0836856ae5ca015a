/** The digits of a non-negative integer with a comma before every third from the right. */
const groupDigits = (abs: bigint): string => abs.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Amounts travel as integer minor units (1/100). Display uses two decimals and comma thousands
 * separators (§9). No float arithmetic anywhere: formatting works on the integer's digits.
 */
export function formatMinor(minor: bigint | number | string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${groupDigits(abs / 100n)}.${cents}`;
}

/**
 * A whole number (points, counts, bets, a jackpot's units) grouped as amounts are: comma
 * thousands, in every language (§9, decision 0017), so one page never mixes "17.901" with
 * "5,114,676.57". Integers only: a fraction throws rather than being rounded out of sight.
 */
export function formatCount(value: bigint | number | string): string {
  const n = BigInt(value);
  return n < 0n ? `-${groupDigits(-n)}` : groupDigits(n);
}

/** Parses a user-typed decimal amount ("1,234.5") into minor units; null when not a valid amount. */
export function parseAmountToMinor(text: string): bigint | null {
  const cleaned = text.replace(/,/g, '').trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const cents = BigInt((match[2] ?? '').padEnd(2, '0') || '0');
  return whole * 100n + cents;
}

/** Minor units as a plain decimal with two places and no separators ("1234567.89"), for APIs. */
export function formatMinorPlain(minor: bigint | number | string): string {
  return formatMinor(minor).replaceAll(',', '');
}
