import type { TFunction } from 'i18next';
import type { ListColumn } from '@/components/ui/data-table';
import { shownAmount } from '@/lib/amount';
import type { StaffWithdrawal } from './withdrawal-queries';

/**
 * The order, whose it is, how much and where it goes; a first payout to a new account is flagged.
 * Status and review note only for decided ones: a pending queue has neither, and a tablet needs
 * the room for the decision.
 */
export function withdrawalColumns(
  t: TFunction,
  dateTime: (iso: string | null) => string,
  decided: boolean,
): ListColumn<StaffWithdrawal>[] {
  const columns: ListColumn<StaffWithdrawal>[] = [
    {
      id: 'order',
      header: t('withdrawals.columns.order'),
      // Order numbers have no spaces; let them break so a tablet keeps the decision on screen.
      cell: ({ row }) => <span className="break-all">{row.original.orderNo}</span>,
    },
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
          {shownAmount(row.original.amount)} {row.original.currency}
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
  ];
  if (!decided) return columns;
  return [
    ...columns,
    {
      id: 'status',
      header: t('withdrawals.columns.status'),
      cell: ({ row }) => t(`withdrawals.status.${row.original.status}`),
    },
    { id: 'note', header: t('withdrawals.columns.note'), cell: ({ row }) => row.original.reviewNote ?? '—' },
  ];
}
