import { SLOT_STRIPS, type SlotSymbol } from '@pf/shared/inhouse/index';
import { easeOut } from '../model/use-motion-progress';

/** Strip symbols that roll past above the window before a reel stops: four windows' worth. */
export const REEL_FILL = 12;
/** The first reel stops after this long, each next one this much later. */
const FIRST_STOP_MS = 600;
const STOP_GAP_MS = 180;
export const SPIN_MS = FIRST_STOP_MS + 4 * STOP_GAP_MS;

/** The strip symbols just above a stop, top to bottom: what scrolls through the window before it. */
export function symbolsAbove(reel: number, stop: number): SlotSymbol[] {
  const strip = SLOT_STRIPS[reel] ?? '';
  const length = strip.length;
  if (length === 0) return [];
  return Array.from(
    { length: REEL_FILL },
    (_, i) => strip[(((stop - REEL_FILL + i) % length) + length) % length] as SlotSymbol,
  );
}

/** How far reel `reel` still has to travel (1: all the strip above, 0: stopped) at `progress`. */
export function reelOffset(reel: number, progress: number): number {
  const elapsed = progress * SPIN_MS;
  const local = Math.min(1, elapsed / (FIRST_STOP_MS + reel * STOP_GAP_MS));
  return 1 - easeOut(local);
}

/**
 * The reel block's transform: the strip above is REEL_FILL faces and gaps tall, that is
 * REEL_FILL / 3 × (window height + one gap), the window being three faces and two gaps.
 */
export function reelTransform(offset: number): string {
  const windows = (offset * REEL_FILL) / 3;
  return `translate3d(0, calc(${(windows * 100).toFixed(3)}% + ${windows.toFixed(4)} * var(--reel-gap)), 0)`;
}
