import type { UseFormReturn } from 'react-hook-form';
import { isMobileNumber } from '@/features/identity/auth';
import { parseBirthday } from '@/features/identity/kyc';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkRule } from '@/lib/validation/field-rule';
import type { FieldSpec } from '../lib/register-fields';
import type { RegisterValues } from './register-values';
import { SMS_CODE_MIN } from './use-register-flow';

export const PASSWORDS: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** A configured registration field's §5 rule, as the validator of its control. */
export function useRegisterValidator(
  { name, required, rule }: FieldSpec,
  form: UseFormReturn<RegisterValues>,
) {
  const { t } = useTranslation();
  return (raw: string) => {
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
}
