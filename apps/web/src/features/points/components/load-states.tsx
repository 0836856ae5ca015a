import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';
import { pointsErrorText } from '../lib/points-error';

/** Placeholder cards while a list loads: the page keeps its shape instead of jumping. */
export function LoadingCards({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('points.loading')} className={className}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton
        <div key={i} className="h-48 animate-pulse rounded-2xl bg-surface-2" />
      ))}
    </div>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-danger/5 p-6 text-center">
      <p className="text-sm font-semibold text-fg">{t('points.loadFailed')}</p>
      <p className="mt-1 text-xs text-muted">{pointsErrorText(t, error)}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        {t('points.retry')}
      </Button>
    </div>
  );
}

export function Empty({ icon, title, hint }: { icon: IconName; title: string; hint: string }) {
  return (
    <EmptyState
      icon={icon}
      title={<span className="text-base sm:text-lg">{title}</span>}
      message={hint}
      className="rounded-2xl border border-dashed border-line py-10"
    />
  );
}
