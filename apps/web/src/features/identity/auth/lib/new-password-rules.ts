import { useTranslation } from '@/lib/i18n/use-translation';
import { checkRule } from '@/lib/validation/field-rule';
import { usePasswordRule } from './use-password-rule';

/**
 * The checks of a new password and of its repetition: required, the merchant's password rule, and
 * the same text twice.
 */
export function useNewPasswordRules() {
  const { t } = useTranslation();
  const rule = usePasswordRule();
  return {
    newPassword: {
      validate: (v: string) => (v === '' ? t('validation.required') : checkRule(t, rule, v, 'password')),
    },
    confirm: (first: () => string) => ({
      validate: (v: string) =>
        v === '' ? t('validation.required') : v === first() || t('validation.confirm'),
    }),
  };
}
