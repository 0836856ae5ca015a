import { type ReactNode, Suspense } from 'react';
import { BlockBoundary } from '@/components/ui/block-boundary';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-72 place-items-center text-muted">
      <div className="flex flex-col items-center gap-3 text-sm">
        <Spinner className="size-7 text-accent" />
        {t('wallet.state.loading')}
      </div>
    </div>
  );
}

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid min-h-72 place-items-center text-center">
      <div className="flex flex-col items-center gap-3">
        <Icon name="alert" className="size-8 text-danger" />
        <p className="text-sm text-muted">{t('wallet.state.pageFailed')}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <Icon name="refresh" className="size-4" />
          {t('wallet.state.retry')}
        </Button>
      </div>
    </div>
  );
}

/** Loading and failure states around one lazily loaded member-centre page. */
export function CentrePageFrame({ children }: { children: ReactNode }) {
  return (
    // A page chunk that fails to load (network drop) shows a retry instead of blanking the panel.
    <BlockBoundary failed={<ChunkFailed onRetry={() => window.location.reload()} />}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </BlockBoundary>
  );
}
