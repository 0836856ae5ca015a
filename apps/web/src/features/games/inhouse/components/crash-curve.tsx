import { CRASH_GROWTH_PER_MS } from '@pf/shared/inhouse/index';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { CrashMoment } from '../model/crash-clock';
import { displayHundredths } from '../model/multiplier';

const W = 400;
const H = 220;
const STEPS = 48;

/** The curve m(t) = e^(k·t) from the start to `elapsedMs`, scaled to fit the box. */
function curvePath(elapsedMs: number): string {
  const spanMs = Math.max(8_000, elapsedMs);
  const top = Math.max(2, Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
  const points: string[] = [];
  for (let i = 0; i <= STEPS; i++) {
    const t = (elapsedMs * i) / STEPS;
    const m = Math.exp(CRASH_GROWTH_PER_MS * t);
    const x = (t / spanMs) * (W - 8) + 4;
    const y = H - 4 - ((m - 1) / (top - 1)) * (H - 24);
    points.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return points.join(' ');
}

/**
 * The round drawn from its start time: the curve grows in the browser at the server's clock.
 * Users who ask for reduced motion see the multiplier alone.
 */
export function CrashCurve({ moment, reduced }: { moment: CrashMoment; reduced: boolean }) {
  const { t } = useTranslation();
  const crashed = moment.phase === 'crashed';
  const value =
    moment.phase === 'betting'
      ? t('crash.startsIn', { seconds: Math.ceil(-moment.elapsedMs / 1000) })
      : moment.phase === 'none'
        ? t('crash.waiting')
        : `${displayHundredths(moment.multiplier)}×`;
  return (
    <div className="relative h-56 overflow-hidden rounded-xl bg-surface-2 sm:h-64" data-testid="crash-stage">
      {!reduced && (moment.phase === 'running' || crashed) ? (
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          className={cn('absolute inset-0 size-full', crashed ? 'text-danger' : 'text-accent')}
        >
          <path
            d={curvePath(Math.max(0, moment.elapsedMs))}
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      ) : null}
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-center">
        {crashed ? <p className="text-sm font-bold uppercase text-danger">{t('crash.crashed')}</p> : null}
        <p
          data-testid="crash-multiplier"
          data-phase={moment.phase}
          className={cn(
            'font-black tabular-nums',
            moment.phase === 'betting' || moment.phase === 'none' ? 'text-2xl text-muted' : 'text-5xl',
            crashed ? 'text-danger' : moment.phase === 'running' ? 'text-fg' : '',
          )}
        >
          {value}
        </p>
      </div>
    </div>
  );
}
