/**
 * What `entered` (minor units of a foreign currency, such as USDT cents) is worth in minor units of
 * the brand's currency, at `rateMinor` brand minor units per one whole foreign unit. Integers only:
 * the product is exact and the division rounds down, so a member is never credited more than paid.
 */
export function convertAtRate(entered: bigint, rateMinor: bigint): bigint {
  if (entered < 0n || rateMinor <= 0n) throw new RangeError('convertAtRate: amounts are positive');
  return (entered * rateMinor) / 100n;
}
