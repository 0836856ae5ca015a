import { zodResolver } from '@hookform/resolvers/zod';
import { DEPOSIT_STATUSES } from '@pf/shared/contracts/money';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { type FilterForm, filterFormSchema, filterOf, formOf } from './deposit-filter-form';
import type { DepositFilter } from './deposit-queries';

const SELECT = 'h-9 rounded-md border border-line bg-bg px-2 text-sm';

/** The deposit list's filter bar: status, method, amount range, days, member. */
export function DepositFilterBar(props: {
  value: DepositFilter;
  methods: ReadonlyArray<{ code: string; name: string }>;
  onChange: (next: DepositFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<FilterForm>({
    resolver: zodResolver(filterFormSchema(t)),
    values: formOf(props.value),
  });
  const field = (name: keyof FilterForm, type = 'text', extra: { inputMode?: 'decimal' } = {}) => (
    <TextField
      type={type}
      label={t(`depositDesk.filters.${name}`)}
      error={formState.errors[name]?.message}
      {...extra}
      {...register(name)}
    />
  );
  const select = (name: 'status' | 'method', options: ReadonlyArray<{ value: string; label: string }>) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm text-muted">
        {t(`depositDesk.filters.${name}`)}
      </label>
      <select id={`${id}-${name}`} className={SELECT} {...register(name)}>
        <option value="">{t('depositDesk.filters.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      aria-label={t('depositDesk.filters.label')}
      onSubmit={handleSubmit((form) => props.onChange(filterOf(form)))}
      className="mb-4 grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-4 lg:grid-cols-4"
    >
      {select(
        'status',
        DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`deposits.status.${s}`) })),
      )}
      {select(
        'method',
        props.methods.map((m) => ({ value: m.code, label: m.name })),
      )}
      {field('minAmount', 'text', { inputMode: 'decimal' })}
      {field('maxAmount', 'text', { inputMode: 'decimal' })}
      {field('from', 'date')}
      {field('to', 'date')}
      {field('username', 'search')}
      <div className="flex items-end justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            reset(formOf({}));
            props.onChange({});
          }}
        >
          {t('depositDesk.filters.clear')}
        </Button>
        <Button type="submit">{t('depositDesk.filters.apply')}</Button>
      </div>
    </form>
  );
}
