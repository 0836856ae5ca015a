import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { inputClass } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { transactionsQuery } from '../api/records';
import { EmptyBlock, ErrorBlock, LoadingRows } from '../components/load-state';
import { PeriodTabs } from '../components/period-tabs';
import { TransactionRow, useTypeLabel } from '../components/transaction-row';
import type { Period } from '../lib/periods';
import {
  isTransactionTypeFilter,
  TRANSACTION_TYPES,
  type TransactionTypeFilter,
} from '../lib/transaction-types';

/** transactionHistory (account record): every movement, filtered by type and period, a page at a time. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const label = useTypeLabel();
  const [type, setType] = useState<TransactionTypeFilter>('');
  const [period, setPeriod] = useState<Period>('D');
  const [pageNo, setPageNo] = useState(1);
  const { code: language } = useLanguage();
  const records = useQuery(transactionsQuery(token, { type, period, pageNo, language }));

  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="transaction-history-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PeriodTabs
          value={period}
          onChange={(p) => {
            setPeriod(p);
            setPageNo(1);
          }}
        />
        <label className="flex items-center gap-2 text-xs font-semibold text-muted">
          <span className="shrink-0">{t('wallet.history.type')}</span>
          <select
            className={cn(inputClass, 'h-10 sm:w-48')}
            value={type}
            onChange={(e) => {
              if (isTransactionTypeFilter(e.target.value)) setType(e.target.value);
              setPageNo(1);
            }}
            data-testid="history-type"
          >
            {TRANSACTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {value === '' ? t('wallet.history.allTypes') : label(value)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {records.isPending ? (
        <LoadingRows />
      ) : records.isError ? (
        <ErrorBlock error={records.error} onRetry={() => void records.refetch()} />
      ) : records.data.list.length === 0 ? (
        <EmptyBlock
          icon="receipt"
          title={t('wallet.history.empty')}
          message={t('wallet.history.emptyHint')}
        />
      ) : (
        <div className={cn('space-y-3 transition-opacity', records.isPlaceholderData && 'opacity-60')}>
          <ul className="space-y-2" data-testid="transaction-list" aria-busy={records.isFetching}>
            {records.data.list.map((tx) => (
              <TransactionRow key={tx.id} tx={tx} />
            ))}
          </ul>
          <Pager
            pageNo={records.data.pageNo}
            totalPages={records.data.totalPages}
            onChange={setPageNo}
            busy={records.isFetching}
          />
        </div>
      )}
    </div>
  );
}
