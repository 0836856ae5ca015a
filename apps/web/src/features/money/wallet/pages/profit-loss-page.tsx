import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { type ProfitSummary, profitQuery } from '../api/records';
import { AmountText } from '../components/amount-text';
import { ErrorBlock, LoadingRows } from '../components/load-state';
import { PeriodTabs } from '../components/period-tabs';
import type { Period } from '../lib/periods';

const PARTS: ReadonlyArray<{ key: Exclude<keyof ProfitSummary, 'profit'>; icon: IconName }> = [
  { key: 'deposit', icon: 'deposit' },
  { key: 'withdraw', icon: 'withdraw' },
  { key: 'bet', icon: 'chip' },
  { key: 'win', icon: 'crown' },
  { key: 'bonus', icon: 'gift' },
];

/** personalProfit: what the member won or lost over a period, and the totals behind it. */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const [period, setPeriod] = useState<Period>('D');
  const summary = useQuery(profitQuery(token, period));

  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="profit-loss-page">
      <PeriodTabs value={period} onChange={setPeriod} />
      {summary.isPending ? (
        <LoadingRows rows={3} />
      ) : summary.isError ? (
        <ErrorBlock error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <div
            className={cn(
              'rounded-2xl border p-5 text-center',
              summary.data.profit.startsWith('-')
                ? 'border-danger/30 bg-danger/5'
                : 'border-success/30 bg-success/5',
            )}
          >
            <p className="text-xs font-semibold text-muted">{t('wallet.profit.total')}</p>
            <AmountText
              value={summary.data.profit}
              signed
              className="mt-1 block text-3xl font-extrabold"
              testId="profit-total"
            />
          </div>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {PARTS.map((part) => (
              <div key={part.key} className="rounded-xl border border-line bg-surface p-3">
                <dt className="flex items-center gap-1.5 text-xs text-muted">
                  <Icon name={part.icon} className="size-3.5" />
                  {t(`wallet.profit.${part.key}`)}
                </dt>
                <dd className="mt-1 text-base">
                  <AmountText value={summary.data[part.key]} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-center text-xs text-muted">{t('wallet.profit.note')}</p>
        </>
      )}
    </div>
  );
}
