import { nextInt } from '../../fairness/ints.ts';
import { type FairParams, FairStream } from '../../fairness/stream.ts';
import { VN_LAYOUTS, type VnRegion, type VnResult } from './structure.ts';

/** Fast electronic draws with the Miền Bắc structure, one every 45 s, 1, 3 or 5 minutes. */
export const VN_FAST_DRAW_INTERVALS_MS = {
  '45s': 45_000,
  '1m': 60_000,
  '3m': 180_000,
  '5m': 300_000,
} as const;
export type VnFastVariant = keyof typeof VN_FAST_DRAW_INTERVALS_MS;

/**
 * A whole draw from one round's stream: rows in DB, G1, … order, numbers left to right, each digit
 * an unbiased integer in [0, 10) — so every digit is uniform and independent, as in a physical draw,
 * and repeated endings occur as often as they should.
 */
export function drawVnResultFair(params: FairParams, region: VnRegion = 'MB'): VnResult {
  const stream = new FairStream(params);
  const digit = () => String(nextInt(stream, 10));
  const rows = VN_LAYOUTS[region].map((spec) =>
    Array.from({ length: spec.count }, () => Array.from({ length: spec.digits }, digit).join('')),
  );
  return { region, rows };
}
