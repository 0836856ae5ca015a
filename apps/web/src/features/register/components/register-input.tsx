import type { UseFormReturn } from 'react-hook-form';
import { CountdownButton } from '@/components/ui/countdown-button';
import { Field, inputClass, PasswordInput } from '@/components/ui/field';
import { CaptchaInput, type CaptchaState, isMobileNumber, MobileInput, sendSmsCode } from '@/features/auth';
import { INCOME_SOURCES, maxBirthday, nationalityOptions, OCCUPATIONS, parseBirthday } from '@/features/kyc';
import { useMinimumAge } from '@/features/system';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkRule } from '@/lib/validation/field-rule';
import type { FieldSpec } from '../lib/register-fields';
import { type RegisterValues, SMS_CODE_MIN } from '../model/use-register-flow';

interface RegisterInputProps {
  spec: FieldSpec;
  form: UseFormReturn<RegisterValues>;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  captcha: CaptchaState;
}

const PASSWORDS = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** One configured registration field: its control, and its §5 rule as the field's validator. */
export function RegisterInput({ spec, form, dialingCode, onDialingCodeChange, captcha }: RegisterInputProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const minAge = useMinimumAge();
  const { name, required, rule } = spec;
  const label = t(`register.field.${name}`);
  const error = form.formState.errors[name]?.message;

  const validate = (raw: string) => {
    const value = PASSWORDS.has(name) ? raw : raw.trim();
    const needed = required || (name === 'verificationCode' && form.getValues('mobileNum').trim() !== '');
    if (value === '') return needed ? t('validation.required') : true;
    switch (name) {
      case 'confirmPassword':
        return value === form.getValues('password') || t('validation.confirm');
      case 'mobileNum':
        return isMobileNumber(value) ? checkRule(t, rule, value) : t('validation.mobile');
      case 'verificationCode':
        return value.length >= SMS_CODE_MIN || t('validation.enterCode', { min: SMS_CODE_MIN });
      case 'birthday':
        return parseBirthday(value) !== null || t('validation.birthdayInvalid');
      case 'nationality':
      case 'occupation':
      case 'sourceOfIncome':
        return true;
      default:
        return checkRule(
          t,
          rule,
          value,
          name === 'password' || name === 'paymentPassword' ? 'password' : 'text',
        );
    }
  };
  const field = form.register(name, { validate });
  const testId = `register-${name}`;

  const sendCode = async () => {
    if (!(await form.trigger('mobileNum'))) return null;
    try {
      return await sendSmsCode('register', {
        mobileNum: form.getValues('mobileNum').trim(),
        countryDialingCode: dialingCode,
      });
    } catch (err) {
      void showAlert({ message: errorText(t, err) });
      return null;
    }
  };

  return (
    <Field label={label} required={required} error={error}>
      {(a) => {
        if (PASSWORDS.has(name)) {
          return (
            <PasswordInput
              {...a}
              {...field}
              autoComplete={name === 'paymentPassword' ? 'off' : 'new-password'}
              data-testid={testId}
            />
          );
        }
        if (name === 'mobileNum') {
          return (
            <MobileInput
              {...a}
              {...field}
              dialingCode={dialingCode}
              onDialingCodeChange={onDialingCodeChange}
              autoComplete="tel-national"
              data-testid={testId}
            />
          );
        }
        if (name === 'verificationCode') {
          return (
            <div className="flex gap-2">
              <input
                {...a}
                {...field}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={255}
                className={inputClass}
                data-testid={testId}
              />
              <CountdownButton onSend={sendCode} testId="register-send-code" />
            </div>
          );
        }
        if (name === 'captcha')
          return <CaptchaInput {...a} {...field} state={captcha} data-testid={testId} />;
        if (name === 'birthday') {
          return (
            <input
              {...a}
              {...field}
              type="date"
              max={maxBirthday(minAge)}
              className={inputClass}
              data-testid={testId}
            />
          );
        }
        if (name === 'nationality' || name === 'occupation' || name === 'sourceOfIncome') {
          const options =
            name === 'nationality'
              ? nationalityOptions(locale).map((c) => ({ value: c.code, label: c.name }))
              : (name === 'occupation' ? OCCUPATIONS : INCOME_SOURCES).map((n) => ({
                  value: String(n),
                  label: t(`${name === 'occupation' ? 'occupation' : 'income'}.${n}` as never),
                }));
          return (
            <select {...a} {...field} className={inputClass} data-testid={testId}>
              <option value="">{t('form.select')}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          );
        }
        return (
          <input
            {...a}
            {...field}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : name === 'username' ? 'username' : 'off'}
            className={inputClass}
            data-testid={testId}
          />
        );
      }}
    </Field>
  );
}
