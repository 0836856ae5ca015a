import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Skeleton rows while a page of the centre loads, so the panel keeps its shape. */
export function Loading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('agentCentre.loading')} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton
        <div key={i} className="h-16 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-danger/5 p-6 text-center">
      <p className="text-sm font-semibold text-fg">{t('agentCentre.loadFailed')}</p>
      <p className="mt-1 text-xs text-muted">{errorText(t, error)}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        {t('agentCentre.retry')}
      </Button>
    </div>
  );
}

export function Empty({ icon, title }: { icon: IconName; title: string }) {
  return <EmptyState icon={icon} title={title} className="py-8 [&_h1]:text-base" />;
}

/** A failed action's text under a form: our translation of the code, else the server's words. */
export function ActionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-xs text-danger">
      {errorText(t, error)}
    </p>
  );
}
