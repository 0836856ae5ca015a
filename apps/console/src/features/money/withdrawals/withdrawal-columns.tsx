import type { TFunction } from 'i18next';
import type { ListColumn } from '@/components/ui/data-table';
import type { StaffWithdrawal } from './withdrawal-queries';

/** The order, whose it is, how much and where it goes; a first payout to a new account is flagged. */
export function withdrawalColumns(
  t: TFunction,
  dateTime: (iso: string | null) => string,
): ListColumn<StaffWithdrawal>[] {
  return [
    { id: 'order', header: t('withdrawals.columns.order'), cell: ({ row }) => row.original.orderNo },
    {
      id: 'member',
      header: t('withdrawals.columns.member'),
      cell: ({ row }) => <span className="font-medium">{row.original.username}</span>,
    },
    {
      id: 'amount',
      header: t('withdrawals.columns.amount'),
      cell: ({ row }) => (
        <span className="tabular-nums">
          {row.original.amount} {row.original.currency}
        </span>
      ),
    },
    {
      id: 'account',
      header: t('withdrawals.columns.account'),
      cell: ({ row }) => (
        <span className="flex flex-col gap-1">
          <span>{row.original.receivingAddress}</span>
          {row.original.newAccount ? (
            <span className="w-fit rounded bg-warning/15 px-1.5 text-xs text-warning">
              {t('withdrawals.newAccount')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('withdrawals.columns.created'),
      cell: ({ row }) => dateTime(row.original.createdAt),
    },
    {
      id: 'status',
      header: t('withdrawals.columns.status'),
      cell: ({ row }) => t(`withdrawals.status.${row.original.status}`),
    },
    { id: 'note', header: t('withdrawals.columns.note'), cell: ({ row }) => row.original.reviewNote ?? '—' },
  ];
}
