import { PanelEmpty } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';
import { loadFailedIn } from '@/components/ui/load-failed';
import { SkeletonBlocks } from '@/components/ui/skeleton-blocks';
import { rebateErrorText } from '../lib/rebate-error';

export function LoadingRows({ count, label }: { count: number; label: string }) {
  return (
    <SkeletonBlocks count={count} label={label} className="space-y-2" blockClassName="h-12 rounded-xl" />
  );
}

export const LoadFailed = loadFailedIn((t, error) => ({
  title: t('rebate.loadFailed'),
  detail: rebateErrorText(t, error),
  retry: t('rebate.retry'),
}));

export const Empty = (props: { icon: IconName; title: string; hint: string }) => <PanelEmpty {...props} />;
