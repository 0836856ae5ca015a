import type { TFunction } from 'i18next';
import type { ListColumn } from '@/components/ui/data-table';
import type { AuditEntry } from './audit-query';
import { jsonLine } from './json-text';

const Json = ({ value, empty }: { value: unknown; empty: string }) => (
  <code className="font-mono text-xs text-muted">{jsonLine(value) ?? empty}</code>
);

/** Who did what, when, to what, and what it changed. */
export function auditColumns(
  t: TFunction,
  dateTime: (iso: string | null) => string,
): ListColumn<AuditEntry>[] {
  const empty = t('audit.nothing');
  return [
    { id: 'at', header: t('audit.columns.at'), cell: ({ row }) => dateTime(row.original.at) },
    {
      id: 'staff',
      header: t('audit.columns.staff'),
      cell: ({ row }) =>
        row.original.staffId ? t('audit.staffId', { id: row.original.staffId }) : t('audit.system'),
    },
    {
      id: 'action',
      header: t('audit.columns.action'),
      cell: ({ row }) => <span className="font-medium">{row.original.action}</span>,
    },
    {
      id: 'target',
      header: t('audit.columns.target'),
      cell: ({ row }) =>
        `${row.original.targetType}${row.original.targetId ? ` #${row.original.targetId}` : ''}`,
    },
    {
      id: 'before',
      header: t('audit.columns.before'),
      cell: ({ row }) => <Json value={row.original.before} empty={empty} />,
    },
    {
      id: 'after',
      header: t('audit.columns.after'),
      cell: ({ row }) => <Json value={row.original.after} empty={empty} />,
    },
    { id: 'ip', header: t('audit.columns.ip'), cell: ({ row }) => row.original.ip ?? '—' },
  ];
}
