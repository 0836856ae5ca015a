export { displayAmount as showAmount, toMinor } from '@/lib/signed-amount';

/** Basis points as a percentage with two decimals: 80 → "0.80%". */
export function showRate(rateBps: number): string {
  return `${(rateBps / 100).toFixed(2)}%`;
}
