import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

interface RewardTileProps {
  icon: IconName;
  /** The badge's colours: a gradient per kind of reward. */
  tone: string;
  title: string;
  /** What the figure's query is doing: its line shows only once it has an answer. */
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  /** The figure in words, and a quieter line under it. */
  figure?: ReactNode;
  note?: ReactNode;
  action: string;
  onAction: () => void;
}

/**
 * One kind of reward in the reward centre: its figure (loading, failed with a retry, or read) and
 * the way to the page where it is collected.
 */
export function RewardTile({
  icon,
  tone,
  title,
  status,
  onRetry,
  figure,
  note,
  action,
  onAction,
}: RewardTileProps) {
  const { t } = useTranslation();
  const heading = useId();
  return (
    <section
      aria-labelledby={heading}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-xl bg-linear-to-br text-white',
            tone,
          )}
        >
          <Icon name={icon} className="size-5" />
        </span>
        <h3 id={heading} className="min-w-0 text-sm font-bold text-fg">
          {title}
        </h3>
      </div>
      <div className="min-h-11 flex-1">
        {status === 'pending' ? (
          <div role="status" aria-label={t('app.loading')} className="space-y-2">
            <div className="h-5 w-2/3 animate-pulse rounded bg-surface-2" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-surface-2" />
          </div>
        ) : status === 'error' ? (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-muted">{t('rewards.loadFailed')}</p>
            <Button variant="ghost" size="sm" onClick={onRetry}>
              {t('rewards.retry')}
            </Button>
          </div>
        ) : (
          <>
            <p className="text-base font-semibold text-fg">{figure}</p>
            {note ? <p className="mt-0.5 text-xs text-muted">{note}</p> : null}
          </>
        )}
      </div>
      <Button variant="outline" size="sm" className="self-start" onClick={onAction}>
        {action}
      </Button>
    </section>
  );
}
