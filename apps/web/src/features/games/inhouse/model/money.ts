import { formatMinor, formatMinorPlain, parseAmountToMinor } from '@pf/shared';

/** An API amount ("1250000.00") as §9 shows money: two decimals, comma thousands. */
export function displayAmount(amount: string | null | undefined): string {
  if (amount === null || amount === undefined) return '–';
  const minor = parseAmountToMinor(amount);
  return minor === null ? amount : formatMinor(minor);
}

export const minorOf = (amount: string): bigint | null => parseAmountToMinor(amount);

/** Minor units as the plain decimal the API takes. */
export const plain = (minor: bigint): string => formatMinorPlain(minor);

/** A multiplier held in ten-thousandths (19803) as text (1.9803). */
export function displayMultiplier(bp: number): string {
  return (bp / 10_000).toFixed(4).replace(/0{1,2}$/, '');
}
