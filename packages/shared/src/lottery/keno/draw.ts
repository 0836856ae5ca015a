import { pickDistinct } from '../../fairness/ints.ts';
import type { FairParams } from '../../fairness/stream.ts';
import { KENO_DRAWN, KENO_POOL } from './paytable.ts';

/** A keno draw: 20 distinct numbers of 1–80 in draw order (the first 20 Fisher–Yates steps, plus one). */
export function drawKenoFair(params: FairParams): number[] {
  return pickDistinct(params, KENO_DRAWN, KENO_POOL).map((n) => n + 1);
}
