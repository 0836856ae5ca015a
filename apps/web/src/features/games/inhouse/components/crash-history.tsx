import type { CrashRoundView } from '@pf/shared/inhouse/index';
import { memo } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayHundredths } from '../model/multiplier';

/** The last crash points, newest first; each opens its verification. */
export const CrashHistory = memo(function CrashHistory({
  rounds,
  onVerify,
}: {
  rounds: CrashRoundView[];
  onVerify: (roundId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="crash-history-title" className="space-y-2">
      <h2 id="crash-history-title" className="text-xs font-semibold text-muted">
        {t('crash.history.title')}
      </h2>
      {rounds.length === 0 ? (
        <p className="text-xs text-muted">{t('crash.history.empty')}</p>
      ) : (
        <ul className="flex gap-1.5 overflow-x-auto pb-1">
          {rounds.map((r) => (
            <li key={r.roundId}>
              <button
                type="button"
                data-testid="crash-history-point"
                aria-label={t('crash.history.verify', {
                  id: r.roundId,
                  point: displayHundredths(r.crashPoint ?? 100),
                })}
                onClick={() => onVerify(r.roundId)}
                className={cn(
                  'h-9 shrink-0 rounded-full px-3 text-xs font-bold tabular-nums',
                  (r.crashPoint ?? 0) >= 200 ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted',
                )}
              >
                {displayHundredths(r.crashPoint ?? 100)}×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
