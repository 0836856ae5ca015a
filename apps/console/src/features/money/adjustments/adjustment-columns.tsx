import { formatMinor } from '@pf/shared';
import type { adjustmentSchema } from '@pf/shared/contracts/money';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { ListColumn } from '@/components/ui/data-table';

export type Adjustment = z.output<typeof adjustmentSchema>;

/** Who, how much and why; decided ones add their outcome. */
export function adjustmentColumns(t: TFunction, dateTime: (iso: string | null) => string, decided: boolean) {
  const columns: ListColumn<Adjustment>[] = [
    { id: 'id', header: t('members.adjustments.columns.id'), cell: ({ row }) => row.original.id },
    {
      id: 'member',
      header: t('members.adjustments.columns.member'),
      cell: ({ row }) => (
        <Link className="font-medium text-accent hover:underline" to={`/members/${row.original.memberId}`}>
          {row.original.memberUsername}
        </Link>
      ),
    },
    {
      id: 'amount',
      header: t('members.adjustments.columns.amount'),
      cell: ({ row }) => (
        <span className="tabular-nums">
          {row.original.direction === 'debit' ? '−' : '+'}
          {formatMinor(row.original.amount)} {row.original.currency}
        </span>
      ),
    },
    {
      id: 'reason',
      header: t('members.adjustments.columns.reason'),
      cell: ({ row }) => (
        <span className="flex flex-col gap-1">
          <span>{row.original.reason}</span>
          {row.original.hasAttachment ? (
            <span className="w-fit rounded bg-surface-2 px-1.5 text-xs text-muted">
              {t('members.adjustments.hasAttachment')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('members.adjustments.columns.created'),
      cell: ({ row }) => dateTime(row.original.createdAt),
    },
  ];
  if (!decided) return columns;
  columns.push({
    id: 'decided',
    header: t('members.adjustments.columns.decided'),
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{dateTime(row.original.decidedAt)}</span>
        <span className="text-xs text-muted">{row.original.rejectReason ?? ''}</span>
      </span>
    ),
  });
  return columns;
}
