import { cn } from '@/lib/cn';
import { displayHundredths } from '../model/multiplier';
import { useMotionProgress } from '../model/use-motion-progress';

/** How long a new result takes to count up from 1.00×. */
export const LIMBO_COUNT_MS = 600;

/**
 * The result multiplier in large type. A new result counts up from 1.00× on animation frames
 * (skipped when the player asks for reduced motion); the final figure is announced elsewhere.
 */
export function LimboResult({
  result,
  won,
  animate = true,
  motionKey,
  testId,
}: {
  result: number | null;
  won: boolean;
  /** False in the verify view: the recomputed result shows as it is. */
  animate?: boolean;
  /** The round: a new one plays the animation again even when it lands on the same value. */
  motionKey?: string;
  testId?: string;
}) {
  const progress = useMotionProgress(animate ? (motionKey ?? result) : null, LIMBO_COUNT_MS);
  // Geometric, so a large result climbs as quickly as a small one.
  const shown = result === null || progress >= 1 ? result : Math.round(100 * (result / 100) ** progress);
  const done = shown === result;
  return (
    <div
      data-testid={testId}
      data-result={result ?? ''}
      data-moving={!done || undefined}
      className="flex h-28 items-center justify-center rounded-2xl bg-surface-2"
    >
      <span
        style={done ? undefined : { transform: `scale(${(0.9 + 0.1 * progress).toFixed(3)})` }}
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
