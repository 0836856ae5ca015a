import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/use-translation';

/** A lottery block whose read failed: the reason and a way to ask again, in the block's place. */
export function LotteryLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="py-4 text-center text-sm text-muted">
      <p>{t('lottery.error')}</p>
      <Button size="sm" variant="outline" className="mt-3" onClick={onRetry}>
        {t('lottery.retry')}
      </Button>
    </div>
  );
}
