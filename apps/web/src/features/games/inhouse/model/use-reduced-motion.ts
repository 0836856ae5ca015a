import { useMediaQuery } from '@/lib/use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * True when the originals must not move: the player asks for reduced motion, or the browser cannot
 * tell (no matchMedia), where the final state showing at once is the safe side.
 */
export function useReducedMotion(): boolean {
  const reduce = useMediaQuery(REDUCED_MOTION_QUERY);
  return reduce || typeof window.matchMedia !== 'function';
}
