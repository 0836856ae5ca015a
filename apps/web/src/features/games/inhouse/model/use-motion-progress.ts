import { useLayoutEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** Fast start, gentle stop: how a reel, a ball or a counter comes to rest. */
export const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * Progress (0 … 1) of a result's animation, driven by requestAnimationFrame. It restarts whenever
 * `key` changes (a new round) and is 1 at once without a key, under reduced motion, or where the
 * browser has no animation frames. The answer itself is never held back: callers show the final
 * text elsewhere straight away, this only drives what moves.
 */
export function useMotionProgress(key: unknown, durationMs: number): number {
  const still = useReducedMotion();
  const [progress, setProgress] = useState(1);

  // A layout effect, so a new round never paints its final frame before the first moving one.
  useLayoutEffect(() => {
    if (key === null || key === undefined || still || typeof requestAnimationFrame !== 'function') {
      setProgress(1);
      return;
    }
    setProgress(0);
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const p = Math.min(1, Math.max(0, (now - start) / durationMs));
      setProgress(p);
      if (p < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [key, durationMs, still]);

  return still ? 1 : progress;
}
