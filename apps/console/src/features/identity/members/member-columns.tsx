import type { memberSummarySchema } from '@pf/shared/contracts/identity';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ListColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';

export type MemberSummary = z.output<typeof memberSummarySchema>;

/** A member's status as a coloured tag; frozen withdrawals get their own. */
export function StatusTag({ status, t }: { status: string; t: TFunction }) {
  return (
    <span
      className={cn(
        'w-fit rounded px-1.5 text-xs',
        status === 'active' ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger',
      )}
    >
      {t(`members.status.${status}`)}
    </span>
  );
}

export function memberColumns(
  t: TFunction,
  dateTime: (iso: string | null) => string,
): ListColumn<MemberSummary>[] {
  return [
    { id: 'id', header: t('members.columns.id'), cell: ({ row }) => row.original.id },
    {
      id: 'username',
      header: t('members.columns.username'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.username}</span>
          <span className="text-xs text-muted">{row.original.phone ?? '—'}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('members.columns.status'),
      cell: ({ row }) => (
        <span className="flex flex-col gap-1">
          <StatusTag status={row.original.status} t={t} />
          {row.original.withdrawalsFrozen ? (
            <span className="w-fit rounded bg-warning/15 px-1.5 text-xs text-warning">
              {t('members.frozen')}
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'vip', header: t('members.columns.vip'), cell: ({ row }) => `VIP ${row.original.vipLevel}` },
    {
      id: 'registered',
      header: t('members.columns.registered'),
      cell: ({ row }) => dateTime(row.original.registeredAt),
    },
    {
      id: 'lastLogin',
      header: t('members.columns.lastLogin'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{dateTime(row.original.lastLoginAt)}</span>
          <span className="text-xs text-muted">{row.original.lastLoginIp ?? ''}</span>
        </span>
      ),
    },
  ];
}
