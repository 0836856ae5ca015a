import { EmptyState } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';
import { LoadFailed as Failed } from '@/components/ui/load-failed';
import { SkeletonBlocks } from '@/components/ui/skeleton-blocks';
import { useTranslation } from '@/lib/i18n/use-translation';
import { pointsErrorText } from '../lib/points-error';

export function LoadingCards({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation();
  return (
    <SkeletonBlocks
      count={count}
      label={t('points.loading')}
      className={className}
      blockClassName="h-48 rounded-2xl"
    />
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Failed
      title={t('points.loadFailed')}
      detail={pointsErrorText(t, error)}
      retryLabel={t('points.retry')}
      onRetry={onRetry}
    />
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
