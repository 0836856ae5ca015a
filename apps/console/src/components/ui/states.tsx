import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { Button } from './button';

/** A list or page still on its way. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
      <span className="size-5 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden />
      <span>{label ?? t('states.loading')}</span>
    </div>
  );
}

/** Nothing to show: says so, rather than an empty table. */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed border-line py-14 text-center">
      <p className="font-medium">{title}</p>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
    </div>
  );
}

/** A failed load, with the reason and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-danger/40 py-12 text-center"
    >
      <p className="font-medium text-danger">{t('states.failed')}</p>
      <p className="text-sm text-muted">{text(error)}</p>
      {onRetry ? (
        <Button variant="ghost" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      ) : null}
    </div>
  );
}
