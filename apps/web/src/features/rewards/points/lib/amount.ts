import { formatMinor, parseAmountToMinor } from '@pf/shared';

/** Two decimals with comma thousands (§9); an amount we cannot read is shown as sent. */
export function showAmount(amount: string): string {
  const minor = parseAmountToMinor(amount);
  return minor === null ? amount : formatMinor(minor);
}

/** Cash for `points` at `convertPoints` points = `convertAmount`, in whole steps only. */
export function cashFor(points: number, convertPoints: number, convertAmount: string): string | null {
  const unit = parseAmountToMinor(convertAmount);
  if (unit === null || convertPoints <= 0 || points % convertPoints !== 0) return null;
  return formatMinor((BigInt(points) / BigInt(convertPoints)) * unit);
}
