import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSessionStore } from '@/lib/session-store';
import { bonusQuery } from '../api/records';
import { AmountText } from '../components/amount-text';
import { EmptyBlock, ErrorBlock, LoadingRows } from '../components/load-state';
import { PeriodTabs } from '../components/period-tabs';
import { StatusBadge } from '../components/status-badge';
import type { Period } from '../lib/periods';

/** bonusDetails: every bonus the member received over a period. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const token = useSessionStore((s) => s.token);
  const [period, setPeriod] = useState<Period>('M');
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useQuery(bonusQuery(token, period, pageNo));

  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="bonus-details-page">
      <PeriodTabs
        value={period}
        onChange={(p) => {
          setPeriod(p);
          setPageNo(1);
        }}
      />
      {bonuses.isPending ? (
        <LoadingRows />
      ) : bonuses.isError ? (
        <ErrorBlock error={bonuses.error} onRetry={() => void bonuses.refetch()} />
      ) : bonuses.data.list.length === 0 ? (
        <EmptyBlock icon="gift" title={t('wallet.bonus.empty')} message={t('wallet.bonus.emptyHint')} />
      ) : (
        <div className={cn('space-y-3', bonuses.isPlaceholderData && 'opacity-60')}>
          <ul className="space-y-2">
            {bonuses.data.list.map((b) => (
              <li
                key={b.id}
                data-testid="bonus-row"
                className="flex items-center gap-3 rounded-xl border border-line bg-bg-2 px-3 py-2.5"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent/15 text-accent">
                  <Icon name="gift" className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 truncate text-sm font-semibold">
                    {b.name}
                    {b.status ? <StatusBadge status={b.status} /> : null}
                  </p>
                  <p className="truncate text-xs text-muted">{formatDateTime(b.createdAt, locale)}</p>
                </div>
                <AmountText value={b.amount} signed className="text-sm" />
              </li>
            ))}
          </ul>
          <Pager pageNo={bonuses.data.pageNo} totalPages={bonuses.data.totalPages} onChange={setPageNo} />
        </div>
      )}
    </div>
  );
}
