import type { MissionView } from '@pf/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { goalText, showAmount, showFigure } from '../lib/mission-text';

const STATE_TONE: Record<MissionView['state'], string> = {
  in_progress: 'bg-accent/15 text-accent',
  claimable: 'bg-success/15 text-success',
  claimed: 'bg-surface-2 text-muted',
  expired: 'bg-surface-2 text-muted',
};

interface MissionProps {
  mission: MissionView;
  claiming: boolean;
  onClaim: (m: MissionView) => void;
}

/** One mission: goal, period, a progress bar, the reward and, once completed, the claim button. */
export function MissionCard({ mission: m, claiming, onClaim }: MissionProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const barId = `mission-${m.id}-name`;
  return (
    <li
      aria-labelledby={barId}
      className={cn(
        'space-y-3 rounded-2xl border border-line bg-bg-2 p-4',
        m.state === 'expired' && 'opacity-70',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={barId} className="truncate text-sm font-bold">
            {m.name}
          </h3>
          <p className="text-xs text-muted">{goalText(t, m)}</p>
          <p className="text-xs text-muted">
            {t('missions.period', {
              from: formatDateTime(m.startsAt, locale),
              to: formatDateTime(m.endsAt, locale),
            })}
          </p>
        </div>
        <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', STATE_TONE[m.state])}>
          {t(`missions.state.${m.state}`)}
        </span>
      </div>
      <div className="space-y-1">
        <div
          role="progressbar"
          aria-label={t('missions.progressLabel', { name: m.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={m.percent}
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${m.percent}%` }}
          />
        </div>
        <p className="text-right text-xs tabular-nums text-muted">
          {t('missions.progressOf', {
            progress: showFigure(m.kind, m.progress),
            target: showFigure(m.kind, m.target),
          })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 text-sm">
          <span className="text-muted">{t('missions.reward')} </span>
          <span className="font-bold tabular-nums">
            {showAmount(m.reward)} {m.currency}
          </span>
        </p>
        <ClaimArea mission={m} claiming={claiming} onClaim={onClaim} />
      </div>
    </li>
  );
}

function ClaimArea({ mission: m, claiming, onClaim }: MissionProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  if (m.state === 'claimed' && m.claimedAt) {
    return (
      <p className="text-xs text-muted">
        {t('missions.claimedOn', { time: formatDateTime(m.claimedAt, locale) })}
      </p>
    );
  }
  if (m.state !== 'claimable') return null;
  return (
    <div className="flex w-full flex-col items-stretch gap-1 sm:w-auto sm:items-end">
      <Button
        size="sm"
        onClick={() => onClaim(m)}
        disabled={claiming}
        aria-label={t('missions.claimNamed', { name: m.name })}
      >
        {claiming ? t('missions.claiming') : t('missions.claim')}
      </Button>
      <span className="text-xs text-muted">
        {t('missions.claimBy', { time: formatDateTime(m.claimUntil, locale) })}
      </span>
    </div>
  );
}
