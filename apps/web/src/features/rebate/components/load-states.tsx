import { EmptyState } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';
import { LoadFailed as Failed } from '@/components/ui/load-failed';
import { SkeletonBlocks } from '@/components/ui/skeleton-blocks';
import { useTranslation } from '@/lib/i18n/use-translation';
import { rebateErrorText } from '../lib/rebate-error';

export function LoadingRows({ count, label }: { count: number; label: string }) {
  return (
    <SkeletonBlocks count={count} label={label} className="space-y-2" blockClassName="h-12 rounded-xl" />
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Failed
      title={t('rebate.loadFailed')}
      detail={rebateErrorText(t, error)}
      retryLabel={t('rebate.retry')}
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
