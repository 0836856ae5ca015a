import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useMinimumAge } from '@/features/brand/system';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { type PersonalInfo, setPersonalInfo } from '../api/kyc-api';
import { ageOn, maxBirthday } from '../lib/birthday';
import { ChoiceOptions, type PersonalChoice } from './choice-options';
import { IdTypeSelect } from './id-type-select';

/** Every control holds text; numbers are converted on submit. */
type PersonalValues = Record<keyof PersonalInfo, string>;

const EMPTY: PersonalValues = {
  idType: '',
  payeename: '',
  birthday: '',
  address: '',
  permanentAddress: '',
  placeOfBirth: '',
  nationality: '',
  sourceOfIncome: '',
  occupation: '',
  employerName: '',
};

/** KYC step 1 (§3 KYC personal info): who the member is, saved before the images are asked for. */
export function KycPersonalForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const minAge = useMinimumAge();
  const { register, handleSubmit, formState } = useForm<PersonalValues>({ defaultValues: EMPTY });
  const errors = formState.errors;
  const filled = (field: string) => (v: string) => v.trim() !== '' || t('validation.fillIn', { field });

  const submit = handleSubmit(async (values) => {
    const age = ageOn(values.birthday);
    if (age === null || age < minAge) {
      void showAlert({ message: t('validation.age', { age: minAge }) });
      return;
    }
    try {
      await setPersonalInfo({
        ...values,
        payeename: values.payeename.trim(),
        permanentAddress: values.permanentAddress.trim() || undefined,
        employerName: values.employerName.trim() || undefined,
        idType: Number(values.idType),
        sourceOfIncome: Number(values.sourceOfIncome),
        occupation: Number(values.occupation),
      });
      onSaved();
    } catch (error) {
      void showAlert({ message: errorText(t, error) });
    }
  });

  const text = (name: keyof PersonalValues, required: boolean, autoComplete?: string) => (
    <Field label={t(`register.field.${name}`)} required={required} error={errors[name]?.message}>
      {(a) => (
        <input
          {...a}
          {...register(name, required ? { validate: filled(t(`register.field.${name}`)) } : {})}
          autoComplete={autoComplete}
          className={inputClass}
          data-testid={`kyc-${name}`}
        />
      )}
    </Field>
  );

  const choice = (name: PersonalChoice) => (
    <Field label={t(`register.field.${name}`)} required error={errors[name]?.message}>
      {(a) => (
        <select
          {...a}
          {...register(name, { validate: filled(t(`register.field.${name}`)) })}
          className={inputClass}
          data-testid={`kyc-${name}`}
        >
          <ChoiceOptions choice={name} />
        </select>
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="kyc-personal-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('register.field.idType')} required error={errors.idType?.message}>
          {(a) => (
            <IdTypeSelect
              {...a}
              registration={register('idType', { validate: (v) => v !== '' || t('validation.idType') })}
              testId="kyc-idType"
            />
          )}
        </Field>
        {text('payeename', true, 'name')}
        <Field label={t('register.field.birthday')} required error={errors.birthday?.message}>
          {(a) => (
            <input
              {...a}
              type="date"
              max={maxBirthday(minAge)}
              {...register('birthday', { validate: filled(t('register.field.birthday')) })}
              className={inputClass}
              data-testid="kyc-birthday"
            />
          )}
        </Field>
        {text('placeOfBirth', true)}
        {text('address', true, 'street-address')}
        {text('permanentAddress', false)}
        {choice('nationality')}
        {choice('occupation')}
        {choice('sourceOfIncome')}
        {text('employerName', false, 'organization')}
      </div>
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={formState.isSubmitting} data-testid="kyc-personal-submit">
          {formState.isSubmitting ? <Spinner className="size-4" /> : null}
          {t('form.next')}
        </Button>
      </div>
    </form>
  );
}
