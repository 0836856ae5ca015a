import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { BrandFormValues } from './brand-form-values';
import { Checkbox, FormSection, LinesField, SelectField } from './form-controls';

const orNull = (v: string | null) => (v === null || v.trim() === '' ? null : v);

/** An ISO time as the browser's datetime-local field shows it, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (v: string) => (v === '' ? null : new Date(v).toISOString());

/** Maintenance: on or off, what the site says, until when, and who still sees the site. */
export function MaintenanceSection({ form }: { form: UseFormReturn<BrandFormValues> }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const e = formState.errors.maintenance;
  return (
    <FormSection title={t('brands.form.maintenance')}>
      <Checkbox label={t('brands.form.maintenanceOn')} {...register('maintenance.on')} />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label={t('brands.form.maintenanceTitle')}
          {...register('maintenance.title', { setValueAs: orNull })}
          error={e?.title?.message}
        />
        <Controller
          control={control}
          name="maintenance.end"
          render={({ field, fieldState }) => (
            <TextField
              type="datetime-local"
              label={t('brands.form.maintenanceEnd')}
              value={toLocalInput(field.value ?? null)}
              onChange={(ev) => field.onChange(fromLocalInput(ev.target.value))}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <TextField
        label={t('brands.form.maintenanceMessage')}
        {...register('maintenance.message', { setValueAs: orNull })}
        error={e?.message?.message}
      />
      <Controller
        control={control}
        name="maintenance.allowAddresses"
        render={({ field, fieldState }) => (
          <LinesField
            label={t('brands.form.allowAddresses')}
            hint={t('brands.form.allowAddressesHint')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? e?.allowAddresses?.find?.((x) => x?.message)?.message}
          />
        )}
      />
    </FormSection>
  );
}

/** The region rule: off, or only / all but the listed countries. */
export function RegionSection({ form }: { form: UseFormReturn<BrandFormValues> }) {
  const { t } = useTranslation();
  const e = form.formState.errors.region;
  return (
    <FormSection title={t('brands.form.region')}>
      <SelectField label={t('brands.form.regionMode')} {...form.register('region.mode')}>
        <option value="off">{t('brands.form.regionOff')}</option>
        <option value="allow">{t('brands.form.regionAllow')}</option>
        <option value="deny">{t('brands.form.regionDeny')}</option>
      </SelectField>
      <Controller
        control={form.control}
        name="region.countries"
        render={({ field }) => (
          <LinesField
            label={t('brands.form.countries')}
            hint={t('brands.form.countriesHint')}
            value={field.value}
            onChange={(list) => field.onChange(list.map((c) => c.toUpperCase()))}
            error={e?.countries?.message ?? e?.countries?.find?.((x) => x?.message)?.message}
          />
        )}
      />
    </FormSection>
  );
}

/** Maintenance and the region rule, side by side on wide screens. */
export function AccessSections({ form }: { form: UseFormReturn<BrandFormValues> }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <MaintenanceSection form={form} />
      <RegionSection form={form} />
    </div>
  );
}
