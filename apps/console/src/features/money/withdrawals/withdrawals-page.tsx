import { WITHDRAWAL_STATUSES } from '@pf/shared/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { withdrawalColumns } from './withdrawal-columns';
import { type UseWithdrawalExtras, useNoExtras, type WithdrawalExport } from './withdrawal-extras';
import { WithdrawalFilterForm } from './withdrawal-filter';
import { type StaffWithdrawal, WITHDRAWALS_PAGE, withdrawalsQuery } from './withdrawal-queries';
import { useWithdrawalReview } from './withdrawal-review';
import { useWithdrawalFilter } from './withdrawal-url-filter';

/**
 * The withdrawal queue, filtered by status, member, amount and days (kept in the address) and read
 * a page at a time by key; pending ones are approved or rejected with a reason. `useExtras` adds
 * what the areas above know of each row (the risk flags), `exportButton` the CSV of the filter.
 */
export function WithdrawalsPage({
  useExtras = useNoExtras,
  exportButton,
}: {
  useExtras?: UseWithdrawalExtras;
  exportButton?: WithdrawalExport;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const mayDecide = useMay('cashier.decide');
  const { filter, values, status, write } = useWithdrawalFilter();
  const pages = useCursorPages();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const query = useQuery(withdrawalsQuery(filter, pages.cursor));
  const rows = query.data ?? [];
  const extras = useExtras(rows);
  const review = useWithdrawalReview(extras);
  const refilter = (next: Parameters<typeof write>[0]) => {
    pages.reset();
    setSelectedId(null);
    write(next);
  };

  const columns: ListColumn<StaffWithdrawal>[] = withdrawalColumns(t, dateTime, status !== 'pending');
  if (extras.column) columns.splice(3, 0, extras.column);
  if (mayDecide && status === 'pending') columns.push(review.column);
  const selected = rows.find((w) => w.orderNo === selectedId) ?? null;
  const last = rows[rows.length - 1];

  return (
    <>
      <PageHeader
        title={t('withdrawals.title')}
        description={t('withdrawals.description')}
        actions={exportButton?.(filter)}
      />
      <StatusTabs
        label={t('withdrawals.statusLabel')}
        statuses={WITHDRAWAL_STATUSES}
        value={status}
        text={(s) => t(`withdrawals.status.${s}`)}
        onChange={(s) => refilter({ status: s })}
      />
      <WithdrawalFilterForm value={values} onChange={refilter} />
      {review.banner}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('withdrawals.empty')} />
      ) : (
        <>
          <DataTable
            label={t('withdrawals.title')}
            columns={columns}
            data={rows}
            rowId={(w) => w.orderNo}
            selectedId={selectedId}
            onSelect={(w) => setSelectedId(w.orderNo === selectedId ? null : w.orderNo)}
          />
          {selected ? extras.detail(selected) : null}
          <CursorPager
            page={pages.page}
            nextCursor={rows.length === WITHDRAWALS_PAGE && last ? last.orderNo : null}
            onNext={pages.next}
            onPrevious={pages.previous}
          />
        </>
      )}
      {review.dialogs}
    </>
  );
}
