/** Amounts answer as decimals with two places ('-1234.50'); shown grouped, never through floats. */
export function showAmount(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = amount.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** Minor units of a decimal amount, for scaling the chart's bars (integers only). */
export function toMinor(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const minor = BigInt(whole || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
  return negative ? -minor : minor;
}

/** Basis points as a percentage text: 150 -> '1.5%'. */
export function showRate(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = bp % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/** A typed percentage ('1.5') as basis points, or null when it is not 0–100 with two decimals. */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10000 ? bp : null;
}

/** The shared amount rule: a positive decimal with at most two places. */
export const AMOUNT_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;
