import { rouletteColour } from '@pf/shared/inhouse/index';
import { cn } from '@/lib/cn';
import { easeOut, useMotionProgress } from '../model/use-motion-progress';
import { pocketAt, WHEEL_SPIN_MS } from './roulette-wheel-animation';

/** Background of a number by its colour on the table. */
export const pocketColourClass = (n: number) =>
  ({ green: 'bg-success text-white', red: 'bg-danger text-white', black: 'bg-slate-900 text-white' })[
    rouletteColour(n)
  ];

/**
 * The pocket of a spin as a large ball. A new pocket is reached by running along the wheel's order
 * and slowing into it, the ball turning as it goes (none when the player asks for reduced motion);
 * the final one is announced elsewhere.
 */
export function RoulettePocket({
  pocket,
  animate = true,
  motionKey,
  testId,
}: {
  pocket: number | null;
  animate?: boolean;
  /** The round: a new one plays the animation again even when it lands on the same value. */
  motionKey?: string;
  testId?: string;
}) {
  const progress = useMotionProgress(animate ? (motionKey ?? pocket) : null, WHEEL_SPIN_MS);
  const moving = pocket !== null && progress < 1;
  const shown = pocket === null || !moving ? pocket : pocketAt(pocket, progress);

  return (
    <div
      data-testid={testId}
      data-pocket={pocket ?? ''}
      data-moving={moving || undefined}
      className="flex h-24 items-center justify-center rounded-2xl bg-surface-2"
    >
      <span
        style={
          moving ? { transform: `rotate(${(-720 * (1 - easeOut(progress))).toFixed(1)}deg)` } : undefined
        }
        className={cn(
          'flex size-16 items-center justify-center rounded-full text-3xl font-black tabular-nums shadow-card ring-4 ring-surface',
          shown === null ? 'bg-surface-3 text-muted' : pocketColourClass(shown),
        )}
      >
        {shown ?? '–'}
      </span>
    </div>
  );
}
