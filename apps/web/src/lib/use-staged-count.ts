import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now: `step` in the render that brings them, `step` more in each
 * task after it until all are drawn. A grid of forty game tiles is then several short tasks instead
 * of one long one (a phone stays responsive to the first tap), and the first screen's tiles come
 * first. A list that grows (the next page) goes on in steps from what is drawn.
 */
export function useStagedCount(total: number, step: number): number {
  const [limit, setLimit] = useState(step);
  const done = limit >= total;
  useEffect(() => {
    if (done || total === 0) return;
    const timer = window.setTimeout(() => setLimit(limit + step), 0);
    return () => window.clearTimeout(timer);
  }, [done, total, step, limit]);
  if (done) return total;
  return Math.min(total, limit);
}
