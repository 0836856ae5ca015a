import { rouletteColour } from '@pf/shared/inhouse/index';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';

/** Background of a number by its colour on the table. */
export const pocketColourClass = (n: number) =>
  ({ green: 'bg-success text-white', red: 'bg-danger text-white', black: 'bg-slate-900 text-white' })[
    rouletteColour(n)
  ];

const STEPS = 10;

/**
 * The pocket of a spin as a large ball. A new pocket is reached through a few numbers in quick
 * succession (none when the player asks for reduced motion); the final one is announced elsewhere.
 */
export function RoulettePocket({
  pocket,
  animate = true,
  testId,
}: {
  pocket: number | null;
  animate?: boolean;
  testId?: string;
}) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [shown, setShown] = useState(pocket);

  useEffect(() => {
    if (pocket === null || !animate || reduced || typeof window.matchMedia !== 'function') {
      setShown(pocket);
      return;
    }
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      // Walks the wheel's numbers backwards towards the pocket, slowing visually as it nears it.
      setShown(step >= STEPS ? pocket : (pocket + 37 - (STEPS - step) * 3) % 37);
      if (step >= STEPS) window.clearInterval(timer);
    }, 45);
    return () => window.clearInterval(timer);
  }, [pocket, reduced, animate]);

  return (
    <div
      data-testid={testId}
      data-pocket={pocket ?? ''}
      className="flex h-24 items-center justify-center rounded-2xl bg-surface-2"
    >
      <span
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
