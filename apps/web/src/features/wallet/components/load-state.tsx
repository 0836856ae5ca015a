import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { walletErrorText } from '../lib/wallet-errors';

/** Skeleton rows while a list loads: the page keeps its shape instead of jumping. */
export function LoadingRows({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('wallet.state.loading')}
      data-testid="wallet-loading"
      className="space-y-2"
    >
      {Array.from({ length: rows }, (_, i) => (
        // Placeholders have no identity of their own.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton
        <div key={i} className="h-14 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
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
    <div
      role="alert"
      data-testid="wallet-error"
      className="flex flex-col items-center gap-3 rounded-2xl border border-danger/30 bg-danger/5 px-6 py-10 text-center"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-danger/15 text-danger">
        <Icon name="alert" className="size-5" />
      </span>
      <p className="text-sm text-fg">{walletErrorText(t, error)}</p>
      <Button size="sm" variant="secondary" onClick={onRetry} data-testid="wallet-retry">
        <Icon name="refresh" className="size-4" />
        {t('wallet.state.retry')}
      </Button>
    </div>
  );
}

/** Nothing to list yet, said kindly, with an optional way forward. */
export function EmptyBlock({
  icon,
  title,
  message,
  action,
}: {
  icon: IconName;
  title: string;
  message?: string;
  action?: ReactNode;
}) {
  return (
    <div
      data-testid="wallet-empty"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-6 py-12 text-center"
    >
      <span className="mb-2 grid size-14 place-items-center rounded-2xl bg-surface-2 text-muted">
        <Icon name={icon} className="size-7" />
      </span>
      <p className="font-semibold text-fg">{title}</p>
      {message ? <p className="max-w-xs text-sm text-muted">{message}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
