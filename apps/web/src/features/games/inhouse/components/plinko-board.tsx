import { PLINKO_PAYTABLES, type PlinkoBet, plinkoSlot } from '@pf/shared/inhouse/index';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayHundredths } from '../model/multiplier';
import { useMotionProgress } from '../model/use-motion-progress';

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

/** Time the ball takes per row of pegs. */
const ROW_MS = 90;

/** Ball position after `rows` rows of `path` (whole rows), as slot columns right of the start. */
const rightsAfter = (path: readonly number[], rows: number) => plinkoSlot(path.slice(0, rows));

/**
 * The peg triangle, the ball and the row of slots. A path (0 = left, 1 = right per row) moves the
 * ball down its own path, hopping over one peg per row on animation frames (a transform only), and
 * lights its slot when it lands; under reduced motion it sits in its slot at once. Without a path
 * the ball waits at the top.
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
  const progress = useMotionProgress(animate ? path : null, (path?.length ?? 0) * ROW_MS);

  // One column per slot, so the ball's last position sits over its slot in the row below.
  const gap = 100 / (rows + 1);
  const rowHeight = gap * 0.85;
  // Between two rows the ball moves half a column sideways and hops a little over the peg.
  const travelled = path ? progress * path.length : 0;
  const row = Math.min(Math.floor(travelled), path?.length ?? 0);
  const within = travelled - row;
  const from = path ? rightsAfter(path, row) - row / 2 : 0;
  const to = path && row < path.length ? rightsAfter(path, row + 1) - (row + 1) / 2 : from;
  const ballX = 50 + (from + (to - from) * within) * gap;
  const ballY = rowHeight * (travelled + 0.4) - Math.sin(Math.PI * within) * rowHeight * 0.35;
  const landed = path && progress >= 1 ? plinkoSlot(path) : null;

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
            data-moving={progress < 1 || undefined}
            style={{ transform: `translate(${ballX}px, ${ballY}px)` }}
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
