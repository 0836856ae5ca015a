import { EmptyState } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';
import { LoadFailed as Failed } from '@/components/ui/load-failed';
import { SkeletonBlocks } from '@/components/ui/skeleton-blocks';
import { useTranslation } from '@/lib/i18n/use-translation';
import { missionErrorText } from '../lib/mission-text';

export function LoadingBlocks({ count, label }: { count: number; label: string }) {
  return (
    <SkeletonBlocks count={count} label={label} className="space-y-2" blockClassName="h-20 rounded-2xl" />
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Failed
      title={t('missions.loadFailed')}
      detail={missionErrorText(t, error)}
      retryLabel={t('missions.retry')}
      onRetry={onRetry}
    />
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
