import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { depositOrderQuery } from '../api/deposit';
import { AmountText } from './amount-text';
import { StatusBadge } from './status-badge';

/**
 * The order the member just paid on the provider's page. The provider's callback may arrive a
 * moment after the member does, so a pending order is looked at again until it settles; once paid,
 * every balance on screen refreshes.
 */
export function DepositResult({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const order = useQuery(depositOrderQuery(orderNo));
  const status = order.data?.status;

  useEffect(() => {
    if (status === 'paid') void refreshBalance(queryClient);
  }, [status, queryClient]);

  const paid = status === 'paid';
  const settled = status !== undefined && status !== 'pending';
  return (
    <div
      data-testid="deposit-result"
      data-status={status ?? 'loading'}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border p-6 text-center',
        paid
          ? 'border-success/40 bg-success/5'
          : settled
            ? 'border-danger/30 bg-danger/5'
            : 'border-line bg-surface',
      )}
    >
      <span
        className={cn(
          'grid size-14 place-items-center rounded-2xl',
          paid
            ? 'bg-success/15 text-success'
            : settled
              ? 'bg-danger/15 text-danger'
              : 'bg-accent/15 text-accent',
        )}
      >
        {paid ? (
          <Icon name="check" className="size-7" />
        ) : settled ? (
          <Icon name="alert" className="size-7" />
        ) : (
          <Spinner className="size-7" />
        )}
      </span>
      <p className="text-lg font-bold">
        {paid
          ? t('wallet.deposit.resultPaid')
          : settled
            ? t('wallet.deposit.resultFailed')
            : t('wallet.deposit.resultWaiting')}
      </p>
      {order.data ? (
        <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted">
          <span>{t('wallet.deposit.order', { orderNo })}</span>
          <AmountText value={order.data.amount} className="text-fg" testId="deposit-result-amount" />
          <StatusBadge status={order.data.status} />
        </div>
      ) : order.isError ? (
        <p className="text-sm text-muted">{t('wallet.deposit.order', { orderNo })}</p>
      ) : null}
      <Button size="sm" variant="secondary" onClick={onDone} data-testid="deposit-again">
        {t('wallet.deposit.again')}
      </Button>
    </div>
  );
}
