import type { staffAccountSchema } from '@pf/shared/contracts/identity';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ListColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';

export type StaffAccount = z.output<typeof staffAccountSchema>;

/** A small coloured tag: good news green, a warning amber, a refusal red. */
export function Tag({ tone, children }: { tone: 'success' | 'warning' | 'danger'; children: string }) {
  return (
    <span
      className={cn(
        'w-fit whitespace-nowrap rounded px-1.5 text-xs',
        tone === 'success' && 'bg-success/15 text-success',
        tone === 'warning' && 'bg-warning/15 text-warning',
        tone === 'danger' && 'bg-danger/15 text-danger',
      )}
    >
      {children}
    </span>
  );
}

export const rolesText = (t: TFunction, roles: readonly string[]) =>
  roles.length === 0 ? t('staff.noRoles') : roles.map((r) => t(`roles.${r}`, { defaultValue: r })).join(', ');

export function staffColumns(
  t: TFunction,
  dateTime: (iso: string | null) => string,
  brandNames: (brands: readonly number[] | null) => string,
): ListColumn<StaffAccount>[] {
  return [
    {
      id: 'username',
      header: t('staff.columns.username'),
      cell: ({ row }) => <span className="font-medium">{row.original.username}</span>,
    },
    { id: 'roles', header: t('staff.columns.roles'), cell: ({ row }) => rolesText(t, row.original.roles) },
    { id: 'brands', header: t('staff.columns.brands'), cell: ({ row }) => brandNames(row.original.brands) },
    {
      id: 'status',
      header: t('staff.columns.status'),
      cell: ({ row }) => (
        <Tag tone={row.original.status === 'active' ? 'success' : 'danger'}>
          {t(`staff.status.${row.original.status}`)}
        </Tag>
      ),
    },
    {
      id: 'totp',
      header: t('staff.columns.totp'),
      cell: ({ row }) =>
        row.original.totpEnrolled ? (
          <Tag tone="success">{t('staff.totp.enrolled')}</Tag>
        ) : (
          <Tag tone="warning">{t('staff.totp.pending')}</Tag>
        ),
    },
    {
      id: 'lastLogin',
      header: t('staff.columns.lastLogin'),
      cell: ({ row }) => (row.original.lastLoginAt ? dateTime(row.original.lastLoginAt) : t('staff.never')),
    },
  ];
}
