import { MEMBER_STATUSES, memberSearchQuerySchema } from '@pf/shared/contracts/identity';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

export const FILTER_FIELDS = [
  'username',
  'phone',
  'memberId',
  'upline',
  'status',
  'vipLevel',
  'registeredFrom',
  'registeredTo',
  'lastLoginIp',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type Filters = Partial<Record<FilterField, string>>;

/** The filled filters as the search call takes them: days become the start and end of that day (UTC). */
export function searchQueryOf(filters: Filters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = filters[field]?.trim();
    if (!value) continue;
    if (field === 'registeredFrom') query[field] = `${value}T00:00:00.000Z`;
    else if (field === 'registeredTo') query[field] = `${value}T23:59:59.999Z`;
    else query[field] = value;
  }
  return query;
}

/** Checks the filters with the search call's own schema before anything is sent. */
const resolver: Resolver<Filters> = async (values) => {
  const parsed = memberSearchQuerySchema.safeParse(searchQueryOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= { type: 'invalid', message: issue.message };
  }
  return { values: {}, errors };
};

/** The member search's filters; every filled one must match. */
export function MemberFilters(props: { value: Filters; onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, reset } = useForm<Filters>({
    resolver,
    defaultValues: props.value,
  });
  const error = (field: FilterField) => (formState.errors[field] ? t(`members.invalid.${field}`) : undefined);
  const text = (field: Exclude<FilterField, 'status'>, type = 'text') => (
    <TextField type={type} label={t(`members.filters.${field}`)} error={error(field)} {...register(field)} />
  );
  return (
    <form
      aria-label={t('members.filters.label')}
      onSubmit={handleSubmit((values) => props.onSearch(values))}
      className="mb-4 grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-4 lg:grid-cols-4"
    >
      {text('username')}
      {text('phone', 'search')}
      {text('memberId', 'search')}
      {text('upline')}
      <div className="flex flex-col gap-1">
        <label htmlFor="member-status" className="text-sm text-muted">
          {t('members.filters.status')}
        </label>
        <select
          id="member-status"
          className="h-9 rounded-md border border-line bg-bg px-2 text-sm"
          {...register('status')}
        >
          <option value="">{t('members.filters.any')}</option>
          {MEMBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`members.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {text('vipLevel', 'number')}
      {text('registeredFrom', 'date')}
      {text('registeredTo', 'date')}
      {text('lastLoginIp')}
      <div className="col-span-2 flex items-end justify-end gap-2 lg:col-span-3">
        <Button
          variant="ghost"
          onClick={() => {
            reset(Object.fromEntries(FILTER_FIELDS.map((f) => [f, ''])));
            props.onSearch({});
          }}
        >
          {t('members.filters.clear')}
        </Button>
        <Button type="submit">{t('members.filters.search')}</Button>
      </div>
    </form>
  );
}
