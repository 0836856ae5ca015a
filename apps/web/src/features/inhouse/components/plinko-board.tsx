import { PLINKO_PAYTABLES, type PlinkoBet, plinkoSlot } from '@pf/shared/inhouse/index';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { displayHundredths } from '../model/multiplier';

/** A slot label short enough for 17 slots on a phone: 0.2, 1.12, 26, 1000 (the exact value is its title). */
function shortMultiplier(m: number): string {
  if (m >= 100_000) return `${Math.floor(m / 100_000)}k`;
  if (m >= 10_000) return String(Math.round(m / 100));
  return (m / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** Slot colours by multiplier: losing slots muted, big ones warm. */
function slotTone(multiplier: number): string {
  if (multiplier < 100) return 'bg-surface-3 text-muted';
  if (multiplier < 300) return 'bg-accent/20 text-fg';
  if (multiplier < 2_000) return 'bg-accent-2/40 text-fg';
  return 'bg-danger/80 text-white';
}

/** How many rows the ball has passed: one more every 70 ms, or all at once without motion. */
function useBallStep(path: readonly number[] | null, animate: boolean): number {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [step, setStep] = useState(path && !animate ? path.length : 0);

  useEffect(() => {
    if (!path) {
      setStep(0);
      return;
    }
    if (!animate || reduced || typeof window.matchMedia !== 'function') {
      setStep(path.length);
      return;
    }
    setStep(0);
    let i = 0;
    const timer = window.setInterval(() => {
      i += 1;
      setStep(i);
      if (i >= path.length) window.clearInterval(timer);
    }, 70);
    return () => window.clearInterval(timer);
  }, [path, reduced, animate]);
  return step;
}

/**
 * The peg triangle, the ball and the row of slots. A path (0 = left, 1 = right per row) moves the
 * ball row by row with a CSS transform, instantly under reduced motion; without a path the ball
 * waits at the top.
 */
export function PlinkoBoard({
  bet,
  path,
  animate = true,
  testId = 'plinko-board',
}: {
  bet: PlinkoBet;
  path: readonly number[] | null;
  /** False where the path is shown as a record (the verify view): the ball sits in its slot. */
  animate?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const rows = bet.rows;
  const table = PLINKO_PAYTABLES[rows][bet.risk];
  const step = useBallStep(path, animate);

  // One column per slot, so the ball's last position sits over its slot in the row below.
  const gap = 100 / (rows + 1);
  const rowHeight = gap * 0.85;
  const rights = path ? plinkoSlot(path.slice(0, step)) : 0;
  const ballX = 50 + (rights - step / 2) * gap;
  const ballY = rowHeight * (step + 0.4);
  const landed = path && step >= path.length ? plinkoSlot(path) : null;

  return (
    <figure
      data-testid={testId}
      data-slot={path ? plinkoSlot(path) : ''}
      className="mx-auto w-full max-w-xl space-y-2"
    >
      <svg
        overflow="visible"
        viewBox={`0 0 100 ${rowHeight * (rows + 1)}`}
        role="img"
        aria-label={t('inhouse.plinko.board')}
        className="w-full"
      >
        {Array.from({ length: rows }, (_, r) =>
          Array.from({ length: r + 3 }, (_, j) => (
            <circle
              // biome-ignore lint/suspicious/noArrayIndexKey: pegs are fixed positions
              key={`${r}-${j}`}
              cx={50 + (j - (r + 2) / 2) * gap}
              cy={rowHeight * (r + 1)}
              r={gap * 0.09}
              className="fill-muted"
            />
          )),
        )}
        {path ? (
          <circle
            data-testid={`${testId}-ball`}
            cx={0}
            cy={0}
            r={gap * 0.22}
            className="fill-accent"
            style={{ transform: `translate(${ballX}px, ${ballY}px)`, transition: 'transform 70ms linear' }}
          />
        ) : null}
      </svg>
      <ol
        aria-label={t('inhouse.plinko.slots')}
        className="grid gap-0.5"
        style={{ gridTemplateColumns: `repeat(${rows + 1}, minmax(0, 1fr))` }}
      >
        {table.map((m, slot) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: one slot per position
            key={slot}
            data-testid={`${testId}-slot`}
            title={`${displayHundredths(m)}×`}
            aria-label={`${displayHundredths(m)}×`}
            aria-current={landed === slot ? 'true' : undefined}
            className={cn(
              'truncate rounded-md py-1 text-center font-bold tracking-tighter tabular-nums sm:text-xs sm:tracking-normal',
              rows === 16 ? 'text-[8px]' : 'text-[9px]',
              slotTone(m),
              landed === slot && 'ring-2 ring-fg',
            )}
          >
            {shortMultiplier(m)}
          </li>
        ))}
      </ol>
    </figure>
  );
}
