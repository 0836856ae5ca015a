import { SkeletonBlocks } from '@/components/ui/skeleton-blocks';
import { EmptyPanel, RetryPanel } from '@/components/ui/state-panels';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Skeleton rows in the shape of the list, so the panel does not jump when rounds arrive. */
export function RecordLoading() {
  const { t } = useTranslation();
  return (
    <SkeletonBlocks
      count={4}
      label={t('inhouse.record.loading')}
      testId="record-loading"
      className="space-y-2"
      blockClassName="h-28 rounded-xl"
    />
  );
}

/** The call failed: why, in the member's language, and a way to try again. */
export function RecordError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryPanel
      title={t('inhouse.record.error')}
      detail={errorText(t, error)}
      retryLabel={t('inhouse.record.retry')}
      onRetry={onRetry}
      testId="record-error"
      retryTestId="record-retry"
    />
  );
}

/** No rounds in the window (for this vendor). */
export function RecordEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyPanel
      icon="list"
      title={t('inhouse.record.emptyTitle')}
      message={t('inhouse.record.emptyMessage')}
      testId="record-empty"
    />
  );
}
