import { formatMinor, parseAmountToMinor } from '@pf/shared';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Two decimals with comma thousands (§9); an amount that cannot be read is shown as sent. */
export function showAmount(amount: string): string {
  const minor = parseAmountToMinor(amount);
  return minor === null ? amount : formatMinor(minor);
}

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-14 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
  );
}

export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-danger/5 p-5 text-center">
      <p className="text-sm font-semibold text-fg">{t('referral.loadFailed')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('referral.retry')}
      </Button>
    </div>
  );
}
