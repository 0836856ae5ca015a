import { pickDistinct } from './ints.ts';
import type { FairParams } from './stream.ts';

/** A full Fisher–Yates shuffle of `items` (pickDistinct of all positions), reproducible per round. */
export function shuffle<T>(params: FairParams, items: readonly T[]): T[] {
  return pickDistinct(params, items.length, items.length).map((i) => items[i] as T);
}
