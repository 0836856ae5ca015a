import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Skeleton rows in the shape of the list, so the panel does not jump when rounds arrive. */
export function RecordLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('inhouse.record.loading')}
      data-testid="record-loading"
      className="space-y-2"
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-28 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
  );
}

/** The call failed: why, in the member's language, and a way to try again. */
export function RecordError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="record-error"
      className="flex flex-col items-center gap-3 rounded-2xl border border-danger/30 bg-danger/5 px-6 py-10 text-center"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-danger/15 text-danger">
        <Icon name="alert" className="size-5" />
      </span>
      <p className="text-sm font-semibold text-fg">{t('inhouse.record.error')}</p>
      <p className="text-xs text-muted">{errorText(t, error)}</p>
      <Button size="sm" variant="secondary" onClick={onRetry} data-testid="record-retry">
        <Icon name="refresh" className="size-4" />
        {t('inhouse.record.retry')}
      </Button>
    </div>
  );
}

/** No rounds in the window (for this vendor). */
export function RecordEmpty() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="record-empty"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-6 py-12 text-center"
    >
      <span className="mb-2 grid size-14 place-items-center rounded-2xl bg-surface-2 text-muted">
        <Icon name="list" className="size-7" />
      </span>
      <p className="font-semibold text-fg">{t('inhouse.record.emptyTitle')}</p>
      <p className="max-w-xs text-sm text-muted">{t('inhouse.record.emptyMessage')}</p>
    </div>
  );
}
