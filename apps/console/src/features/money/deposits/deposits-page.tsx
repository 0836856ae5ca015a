import { DEPOSIT_STATUSES, type staffDepositSchema } from '@pf/shared/contracts/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { shownAmount } from '@/lib/amount';
import { useDateTime } from '@/lib/format-date';
import { moneyCall } from '../money-calls';
import { moneyKeys } from '../query-keys';

type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
type StaffDeposit = z.output<typeof staffDepositSchema>;

const depositsQuery = (status: DepositStatus) =>
  queryOptions({
    queryKey: moneyKeys.deposits(status),
    queryFn: ({ signal }) => moneyCall('money.staffDeposits', { query: { status, limit: 200 }, signal }),
  });

function depositColumns(t: TFunction, dateTime: (iso: string | null) => string): ListColumn<StaffDeposit>[] {
  return [
    { id: 'order', header: t('deposits.columns.order'), cell: ({ row }) => row.original.orderNo },
    {
      id: 'member',
      header: t('deposits.columns.member'),
      cell: ({ row }) => <span className="font-medium">{row.original.username}</span>,
    },
    {
      id: 'amount',
      header: t('deposits.columns.amount'),
      cell: ({ row }) => (
        <span className="tabular-nums">{`${shownAmount(row.original.amount)} ${row.original.currency}`}</span>
      ),
    },
    { id: 'provider', header: t('deposits.columns.provider'), cell: ({ row }) => row.original.provider },
    {
      id: 'created',
      header: t('deposits.columns.created'),
      cell: ({ row }) => dateTime(row.original.createdAt),
    },
    { id: 'paid', header: t('deposits.columns.paid'), cell: ({ row }) => dateTime(row.original.paidAt) },
    {
      id: 'expires',
      header: t('deposits.columns.expires'),
      cell: ({ row }) => dateTime(row.original.expiresAt),
    },
    {
      id: 'status',
      header: t('deposits.columns.status'),
      cell: ({ row }) => t(`deposits.status.${row.original.status}`),
    },
  ];
}

/** Deposit orders by status, newest first. */
export function DepositsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [status, setStatus] = useState<DepositStatus>('pending');
  const query = useQuery(depositsQuery(status));
  return (
    <>
      <PageHeader title={t('deposits.title')} description={t('deposits.description')} />
      <StatusTabs
        label={t('deposits.statusLabel')}
        statuses={DEPOSIT_STATUSES}
        value={status}
        text={(s) => t(`deposits.status.${s}`)}
        onChange={setStatus}
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('deposits.empty')} />
      ) : (
        <DataTable
          label={t('deposits.title')}
          columns={depositColumns(t, dateTime)}
          data={query.data}
          rowId={(d) => d.orderNo}
        />
      )}
    </>
  );
}
