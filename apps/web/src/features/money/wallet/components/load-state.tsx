import type { ReactNode } from 'react';
import type { IconName } from '@/components/ui/icon';
import { SkeletonBlocks } from '@/components/ui/skeleton-blocks';
import { Spinner } from '@/components/ui/spinner';
import { EmptyPanel, RetryPanel } from '@/components/ui/state-panels';
import { useTranslation } from '@/lib/i18n/use-translation';
import { walletErrorText } from '../lib/wallet-errors';

/** Skeleton rows while a list loads: the page keeps its shape instead of jumping. */
export function LoadingRows({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonBlocks
      count={rows}
      label={t('wallet.state.loading')}
      testId="wallet-loading"
      className="space-y-2"
      blockClassName="h-14 rounded-xl"
    />
  );
}

export function LoadingBlock() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="wallet-loading"
      className="grid min-h-40 place-items-center text-sm text-muted"
    >
      <span className="flex items-center gap-2">
        <Spinner className="size-5 text-accent" />
        {t('wallet.state.loading')}
      </span>
    </div>
  );
}

/** A call that failed: the reason, and a way to try again. */
export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryPanel
      detail={walletErrorText(t, error)}
      retryLabel={t('wallet.state.retry')}
      onRetry={onRetry}
      testId="wallet-error"
      retryTestId="wallet-retry"
    />
  );
}

/** Nothing to list yet, said kindly, with an optional way forward. */
export function EmptyBlock(props: { icon: IconName; title: string; message?: string; action?: ReactNode }) {
  return <EmptyPanel {...props} testId="wallet-empty" />;
}
