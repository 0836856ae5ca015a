import { zodResolver } from '@hookform/resolvers/zod';
import { auditQuerySchema } from '@pf/shared/contracts/identity';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

// The filter takes the call's own query fields, so the limits are the server's.
const filterSchema = auditQuerySchema.pick({ targetType: true, targetId: true });
export type AuditFilterValues = { targetType: string; targetId: string };

export function AuditFilter(props: {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(filterSchema),
    values: props.value,
  });
  const apply = handleSubmit((v) =>
    props.onChange({ targetType: v.targetType ?? '', targetId: v.targetId ?? '' }),
  );
  return (
    <form onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-3">
      <TextField
        label={t('audit.targetType')}
        error={formState.errors.targetType?.message}
        {...register('targetType', { setValueAs: (v: string) => v.trim() })}
      />
      <TextField
        label={t('audit.targetId')}
        error={formState.errors.targetId?.message}
        {...register('targetId', { setValueAs: (v: string) => v.trim() })}
      />
      <Button type="submit">{t('audit.filter')}</Button>
      <Button
        variant="ghost"
        onClick={() => {
          reset({ targetType: '', targetId: '' });
          props.onChange({ targetType: '', targetId: '' });
        }}
      >
        {t('audit.clear')}
      </Button>
    </form>
  );
}
