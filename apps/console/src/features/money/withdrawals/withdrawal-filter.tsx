import { zodResolver } from '@hookform/resolvers/zod';
import { withdrawalFilterSchema } from '@pf/shared/contracts/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { FILTER_FIELDS, type FilterField, type FilterValues } from './withdrawal-url-filter';

const EMPTY: FilterValues = { username: '', minAmount: '', maxAmount: '', from: '', to: '' };
const INPUT_TYPE: Record<FilterField, string> = {
  username: 'search',
  minAmount: 'text',
  maxAmount: 'text',
  from: 'date',
  to: 'date',
};
// An empty box means "any": the contract's fields are optional, not empty strings.
const blankAsUnset = (v: string) => (v.trim() === '' ? undefined : v.trim());

/**
 * The queue's filter beyond the status: member, amount range and created days, checked by the list
 * call's own schema (a range that ends before it starts is said here, not sent).
 */
export function WithdrawalFilterForm(props: { value: FilterValues; onChange: (next: FilterValues) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(withdrawalFilterSchema),
    // Empty boxes start unset, as the address leaves them: '' is not a date or an amount.
    values: Object.fromEntries(
      FILTER_FIELDS.map((f) => [f, props.value[f] === '' ? undefined : props.value[f]]),
    ) as Partial<FilterValues>,
  });
  const apply = handleSubmit((v) => {
    const given = v as Partial<Record<FilterField, string>>;
    props.onChange(Object.fromEntries(FILTER_FIELDS.map((f) => [f, given[f] ?? ''])) as FilterValues);
  });
  return (
    <form
      onSubmit={apply}
      aria-label={t('withdrawalQueue.filter.label')}
      className="mb-4 grid grid-cols-2 items-end gap-3 md:grid-cols-3 xl:flex xl:flex-wrap"
    >
      {FILTER_FIELDS.map((field) => (
        <TextField
          key={field}
          type={INPUT_TYPE[field]}
          inputMode={field.endsWith('Amount') ? 'decimal' : undefined}
          label={t(`withdrawalQueue.filter.${field}`)}
          error={formState.errors[field]?.message ? t(`withdrawalQueue.filter.invalid.${field}`) : undefined}
          {...register(field, { setValueAs: blankAsUnset })}
        />
      ))}
      <span className="flex gap-2">
        <Button type="submit">{t('withdrawalQueue.filter.apply')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            reset(EMPTY);
            props.onChange(EMPTY);
          }}
        >
          {t('withdrawalQueue.filter.clear')}
        </Button>
      </span>
    </form>
  );
}
