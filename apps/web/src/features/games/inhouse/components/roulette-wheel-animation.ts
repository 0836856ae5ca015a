import { easeOut } from '../model/use-motion-progress';

/** The numbers in their order round a single-zero wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

/** Pockets the ball passes on its way: one turn of the wheel and a half before it settles. */
const PASSED = 55;
export const WHEEL_SPIN_MS = 1_200;

/**
 * The pocket under the ball at `progress` (0 … 1) of a spin that ends on `pocket`: it runs along the
 * wheel's real order, quickly at first and slowing into the drawn pocket.
 */
export function pocketAt(pocket: number, progress: number): number {
  const end = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
  const behind = Math.round((1 - easeOut(progress)) * PASSED);
  const at = (((end - behind) % WHEEL_ORDER.length) + WHEEL_ORDER.length) % WHEEL_ORDER.length;
  return WHEEL_ORDER[at] ?? pocket;
}
