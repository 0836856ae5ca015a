import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { displayHundredths } from '../model/multiplier';

const STEPS = 12;

/**
 * The result multiplier in large type. A new result counts up from 1.00× in a dozen short steps
 * (skipped when the player asks for reduced motion); the final figure is announced elsewhere.
 */
export function LimboResult({
  result,
  won,
  animate = true,
  testId,
}: {
  result: number | null;
  won: boolean;
  /** False in the verify view: the recomputed result shows as it is. */
  animate?: boolean;
  testId?: string;
}) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [shown, setShown] = useState(result);

  useEffect(() => {
    if (result === null || !animate || reduced || typeof window.matchMedia !== 'function') {
      setShown(result);
      return;
    }
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      // Geometric steps so a large result climbs as quickly as a small one.
      setShown(step >= STEPS ? result : Math.round(100 * (result / 100) ** (step / STEPS)));
      if (step >= STEPS) window.clearInterval(timer);
    }, 30);
    return () => window.clearInterval(timer);
  }, [result, reduced, animate]);

  const done = shown === result;
  return (
    <div
      data-testid={testId}
      data-result={result ?? ''}
      className="flex h-28 items-center justify-center rounded-2xl bg-surface-2"
    >
      <span
        className={cn(
          'text-5xl font-black tabular-nums transition-colors sm:text-6xl',
          result === null || !done ? 'text-fg' : won ? 'text-success' : 'text-danger',
        )}
      >
        {displayHundredths(shown ?? 100)}×
      </span>
    </div>
  );
}
