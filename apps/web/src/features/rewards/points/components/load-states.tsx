import { PanelEmpty } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';
import { loadFailedIn } from '@/components/ui/load-failed';
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

export const LoadFailed = loadFailedIn((t, error) => ({
  title: t('points.loadFailed'),
  detail: pointsErrorText(t, error),
  retry: t('points.retry'),
}));

export const Empty = (props: { icon: IconName; title: string; hint: string }) => (
  <PanelEmpty {...props} roomy />
);
