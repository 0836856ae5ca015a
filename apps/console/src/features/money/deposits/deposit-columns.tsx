import type { TFunction } from 'i18next';
import type { ListColumn } from '@/components/ui/data-table';
import { shownAmount } from '@/lib/amount';
import type { StaffDeposit } from './deposit-queries';

/** The deposit list's columns. */
export function depositColumns(
  t: TFunction,
  dateTime: (iso: string | null) => string,
): ListColumn<StaffDeposit>[] {
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
    {
      id: 'method',
      header: t('depositDesk.columns.method'),
      cell: ({ row }) => (
        <span>
          {row.original.methodName}
          <span className="block text-xs text-muted">{row.original.provider}</span>
        </span>
      ),
    },
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
