import { STAFF_ROLES } from '@pf/shared';
import { STAFF_STATUSES, staffExportQuerySchema } from '@pf/shared/contracts/identity';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

export const STAFF_FILTERS = ['username', 'role', 'status'] as const;
export type StaffFilters = Partial<Record<(typeof STAFF_FILTERS)[number], string>>;

/** The filled filters only, as the list and export calls take them. */
export const filledFilters = (filters: StaffFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).flatMap(([k, v]) => (v?.trim() ? [[k, v.trim()]] : [])));

/**
 * The filters the list and export calls accept, by their own schema: the address can be edited by
 * hand, and a filter the schema refuses (a status that does not exist) is left out, not the list.
 */
export function validFilters(filters: StaffFilters): z.output<typeof staffExportQuerySchema> {
  const filled = filledFilters(filters);
  const parsed = staffExportQuerySchema.safeParse(filled);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return staffExportQuerySchema.parse(
    Object.fromEntries(Object.entries(filled).filter(([field]) => !refused.has(field))),
  );
}

/** The staff list's filters: part of a username, a role, a status; every filled one must match. */
export function StaffFilterForm(props: { value: StaffFilters; onSearch: (filters: StaffFilters) => void }) {
  const { t } = useTranslation();
  const roleId = useId();
  const statusId = useId();
  const { register, handleSubmit, reset } = useForm<StaffFilters>({ defaultValues: props.value });
  const select = 'h-9 rounded-md border border-line bg-bg px-2 text-sm';
  return (
    <form
      aria-label={t('staff.filters.label')}
      onSubmit={handleSubmit((values) => props.onSearch(filledFilters(values)))}
      className="mb-4 grid grid-cols-2 items-end gap-3 rounded-lg border border-line bg-surface p-4 lg:grid-cols-4"
    >
      <TextField type="search" maxLength={64} label={t('staff.filters.username')} {...register('username')} />
      <div className="flex flex-col gap-1">
        <label htmlFor={roleId} className="text-sm text-muted">
          {t('staff.filters.role')}
        </label>
        <select id={roleId} className={select} {...register('role')}>
          <option value="">{t('staff.filters.any')}</option>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className="text-sm text-muted">
          {t('staff.filters.status')}
        </label>
        <select id={statusId} className={select} {...register('status')}>
          <option value="">{t('staff.filters.any')}</option>
          {STAFF_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`staff.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            reset({ username: '', role: '', status: '' });
            props.onSearch({});
          }}
        >
          {t('staff.filters.clear')}
        </Button>
        <Button type="submit">{t('staff.filters.search')}</Button>
      </div>
    </form>
  );
}
