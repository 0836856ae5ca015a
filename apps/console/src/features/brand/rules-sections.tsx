import { MODULE_FLAGS } from '@pf/shared';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrandFormValues } from './brand-form-values';
import { Checkbox, FormSection } from './form-controls';

/** The registration form: which fields show and which are required, and its checks. */
export function RegisterSection({ form }: { form: UseFormReturn<BrandFormValues> }) {
  const { t } = useTranslation();
  const names = Object.keys(form.getValues('register.fields') ?? {});
  return (
    <FormSection title={t('brands.form.register')}>
      {names.length === 0 ? <p className="text-sm text-muted">{t('brands.form.noRegisterFields')}</p> : null}
      <table className="w-full text-sm" aria-label={t('brands.form.register')}>
        <thead className="text-left text-xs uppercase text-muted">
          <tr>
            <th className="py-1 font-medium">{t('brands.form.field')}</th>
            <th className="py-1 font-medium">{t('brands.form.show')}</th>
            <th className="py-1 font-medium">{t('brands.form.required')}</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name} className="border-t border-line">
              <td className="py-1 font-mono">{name}</td>
              <td className="py-1">
                <Checkbox
                  hideLabel
                  label={t('brands.form.showField', { field: name })}
                  {...form.register(`register.fields.${name}.show`)}
                />
              </td>
              <td className="py-1">
                <Checkbox
                  hideLabel
                  label={t('brands.form.requireField', { field: name })}
                  {...form.register(`register.fields.${name}.required`)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        <Checkbox label={t('brands.form.smsVerification')} {...form.register('register.smsVerification')} />
        <Checkbox label={t('brands.form.captcha')} {...form.register('register.captcha')} />
        <Checkbox label={t('brands.form.idVerification')} {...form.register('register.idVerification')} />
      </div>
    </FormSection>
  );
}

/** The module flags the site reads, the regional variant and the landing after sign-in. */
export function ModulesSection({ form }: { form: UseFormReturn<BrandFormValues> }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('brands.form.modules')}>
      <fieldset className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">{t('brands.form.modules')}</legend>
        {MODULE_FLAGS.map((flag) => (
          <Checkbox key={flag} label={flag} value={flag} {...form.register('modules')} />
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-x-5 gap-y-1 border-t border-line pt-3">
        <Checkbox
          label={t('brands.form.regionalVariant')}
          {...form.register('brandSettings.regionalVariant')}
        />
        <Checkbox
          label={t('brands.form.loginedToHomePage')}
          {...form.register('brandSettings.loginedToHomePage')}
        />
      </div>
    </FormSection>
  );
}
