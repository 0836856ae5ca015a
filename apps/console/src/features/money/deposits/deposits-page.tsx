import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useErrorText } from '@/lib/error-text';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { moneyFile } from '../money-calls';
import { depositColumns } from './deposit-columns';
import { DepositFilterBar } from './deposit-filter';
import { depositsQuery, filterFromParams, type StaffDeposit, useRecheck } from './deposit-queries';

/**
 * Deposit orders, newest first, narrowed by the filter bar (kept in the address, so a link opens
 * the same view), page after page; a pending order can be re-checked with its provider, and the
 * filtered list downloaded as CSV.
 */
export function DepositsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const errorText = useErrorText();
  const mayRecheck = useMay('cashier.decide');
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const query = useInfiniteQuery(depositsQuery(filter));
  const recheck = useRecheck();
  const [notice, setNotice] = useState<string | null>(null);
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  const methods = query.data?.pages[0]?.methods ?? [];
  const filtered = Object.keys(filter).length > 0;

  const columns: ListColumn<StaffDeposit>[] = depositColumns(t, dateTime);
  if (mayRecheck) {
    columns.push({
      id: 'actions',
      header: t('depositDesk.columns.actions'),
      cell: ({ row }) =>
        row.original.status === 'pending' ? (
          <Button
            className="h-8"
            variant="ghost"
            disabled={recheck.isPending}
            aria-label={t('depositDesk.recheck.label', { orderNo: row.original.orderNo })}
            onClick={() => {
              const { orderNo } = row.original;
              setNotice(null);
              recheck.mutate(orderNo, {
                onSuccess: (a) =>
                  setNotice(
                    t('depositDesk.recheck.result', {
                      orderNo,
                      says: t(`depositDesk.says.${a.providerSays}`),
                      outcome: t(`depositDesk.outcome.${a.outcome}`),
                    }),
                  ),
              });
            }}
          >
            {t('depositDesk.recheck.action')}
          </Button>
        ) : null,
    });
  }

  return (
    <>
      <PageHeader
        title={t('deposits.title')}
        description={t('depositDesk.description')}
        actions={
          <DownloadButton
            label={t('depositDesk.export')}
            busyLabel={t('depositDesk.exporting')}
            fileName="deposits.csv"
            fetchFile={() => moneyFile('money.exportDeposits', { query: filter })}
          />
        }
      />
      <DepositFilterBar value={filter} methods={methods} onChange={(next) => setParams(next)} />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {recheck.isError ? (
        <p role="alert" className="mb-4 text-sm text-danger">
          {t('depositDesk.recheck.failed', { error: errorText(recheck.error) })}
        </p>
      ) : null}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('depositDesk.empty')}
          {...(filtered ? { hint: t('depositDesk.emptyHint') } : {})}
        />
      ) : (
        <>
          <DataTable label={t('deposits.title')} columns={columns} data={rows} rowId={(d) => d.orderNo} />
          {query.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <Button
                variant="ghost"
                disabled={query.isFetchingNextPage}
                onClick={() => query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? t('depositDesk.loadingMore') : t('depositDesk.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
