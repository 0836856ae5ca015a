import type { staffSessionSchema } from '@pf/shared/contracts/identity';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { useDateTime } from '@/lib/format-date';
import { deviceOf } from './device-of';
import { Tag } from './staff-columns';

export type StaffSessionRow = z.output<typeof staffSessionSchema>;

/**
 * An operator's live sessions: when each started and was last used, from where and on what. The
 * session the viewer is using is marked and has no end button (signing out ends it).
 */
export function SessionsTable(props: {
  label: string;
  sessions: StaffSessionRow[];
  /** Absent when the viewer may not end sessions. */
  onRevoke?: ((sessionId: string) => void) | undefined;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const columns: ListColumn<StaffSessionRow>[] = [
    {
      id: 'started',
      header: t('staff.sessions.started'),
      cell: ({ row }) => (
        <span className="flex flex-col gap-1">
          <span>{dateTime(row.original.createdAt)}</span>
          {row.original.current ? <Tag tone="success">{t('staff.sessions.current')}</Tag> : null}
        </span>
      ),
    },
    {
      id: 'lastSeen',
      header: t('staff.sessions.lastSeen'),
      cell: ({ row }) => dateTime(row.original.lastSeenAt),
    },
    {
      id: 'address',
      header: t('staff.sessions.address'),
      cell: ({ row }) => row.original.ip ?? t('staff.sessions.unknown'),
    },
    {
      id: 'device',
      header: t('staff.sessions.device'),
      cell: ({ row }) => (
        <span title={row.original.userAgent ?? undefined}>
          {deviceOf(row.original.userAgent) ?? t('staff.sessions.unknown')}
        </span>
      ),
    },
  ];
  const { onRevoke } = props;
  if (onRevoke) {
    columns.push({
      id: 'revoke',
      header: () => <span className="sr-only">{t('staff.sessions.revoke')}</span>,
      cell: ({ row }) =>
        row.original.current ? null : (
          <Button
            variant="ghost"
            className="h-8 whitespace-nowrap"
            disabled={props.busy}
            aria-label={t('staff.sessions.revokeLabel', { id: row.original.id })}
            onClick={() => onRevoke(row.original.id)}
          >
            {t('staff.sessions.revoke')}
          </Button>
        ),
    });
  }
  return <DataTable label={props.label} columns={columns} data={props.sessions} rowId={(s) => s.id} />;
}
