import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Placeholder cards while the list loads, the same shape as the real ones. */
export function PromotionSkeletons() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('promotions.loading')}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-line bg-surface">
          <div className="aspect-[2/1] animate-pulse bg-surface-2" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-20 animate-pulse rounded-full bg-surface-2" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-surface-2" />
            <div className="h-4 w-full animate-pulse rounded bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function PromotionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        icon="alert"
        title={t('promotions.errorTitle')}
        message={errorText(t, error)}
        action={
          <Button variant="outline" onClick={onRetry}>
            {t('promotions.retry')}
          </Button>
        }
      />
    </div>
  );
}
