import { CURRENCY_DEFAULTS, SITE_LANGUAGES } from '@pf/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { BrandFormValues } from './brand-form-values';
import { DomainsEditor } from './domains-editor';
import { Checkbox, FormSection, SelectField } from './form-controls';

const ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** Name, code and currency (set once, at creation), domains, languages and time zone. */
export function GeneralSection({
  form,
  creating,
}: {
  form: UseFormReturn<BrandFormValues>;
  creating: boolean;
}) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const e = formState.errors;
  return (
    <FormSection title={t('brands.form.general')}>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField label={t('brands.form.name')} {...register('name')} error={e.name?.message} />
        <TextField
          label={t('brands.form.code')}
          {...register('merchantCode')}
          readOnly={!creating}
          error={e.merchantCode?.message}
        />
        <SelectField label={t('brands.form.currency')} {...register('currency')} disabled={!creating}>
          {Object.keys(CURRENCY_DEFAULTS).map((c) => (
            <option key={c}>{c}</option>
          ))}
        </SelectField>
      </div>
      <Controller
        control={control}
        name="domains"
        render={({ field }) => (
          <DomainsEditor
            value={field.value}
            onChange={field.onChange}
            errors={field.value.map((_, i) => e.domains?.[i]?.message)}
            error={e.domains?.message ?? e.domains?.root?.message}
          />
        )}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <SelectField
          label={t('brands.form.defaultLanguage')}
          {...register('defaultLanguage')}
          error={e.defaultLanguage?.message}
        >
          {SITE_LANGUAGES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </SelectField>
        <TextField
          label={t('brands.form.timeZone')}
          list="brand-time-zones"
          {...register('timeZone')}
          error={e.timeZone?.message}
        />
        <datalist id="brand-time-zones">
          {ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm text-muted">{t('brands.form.languages')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {SITE_LANGUAGES.map((code) => (
            <Checkbox key={code} label={code} value={code} {...register('supportedLanguages')} />
          ))}
        </div>
        {e.supportedLanguages?.message ? (
          <p className="text-xs text-danger">{e.supportedLanguages.message}</p>
        ) : null}
      </fieldset>
    </FormSection>
  );
}
