import { PanelEmpty } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';
import { loadFailedIn } from '@/components/ui/load-failed';
import { SkeletonBlocks } from '@/components/ui/skeleton-blocks';
import { missionErrorText } from '../lib/mission-text';

export function LoadingBlocks({ count, label }: { count: number; label: string }) {
  return (
    <SkeletonBlocks count={count} label={label} className="space-y-2" blockClassName="h-20 rounded-2xl" />
  );
}

export const LoadFailed = loadFailedIn((t, error) => ({
  title: t('missions.loadFailed'),
  detail: missionErrorText(t, error),
  retry: t('missions.retry'),
}));

export const Empty = (props: { icon: IconName; title: string; hint: string }) => <PanelEmpty {...props} />;
