import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';
import { missionErrorText } from '../lib/mission-text';

/** Placeholder blocks while a part loads: the page keeps its shape instead of jumping. */
export function LoadingBlocks({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton
        <div key={i} className="h-20 animate-pulse rounded-2xl bg-surface-2" />
      ))}
    </div>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-danger/5 p-5 text-center">
      <p className="text-sm font-semibold text-fg">{t('missions.loadFailed')}</p>
      <p className="mt-1 text-xs text-muted">{missionErrorText(t, error)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('missions.retry')}
      </Button>
    </div>
  );
}

export function Empty({ icon, title, hint }: { icon: IconName; title: string; hint: string }) {
  return (
    <EmptyState
      icon={icon}
      title={<span className="text-base">{title}</span>}
      message={hint}
      className="rounded-2xl border border-dashed border-line py-8"
    />
  );
}
