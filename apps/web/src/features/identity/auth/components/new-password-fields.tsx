import type { UseFormReturn } from 'react-hook-form';
import { PasswordField } from '@/components/ui/password-field';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNewPasswordRules } from '../lib/new-password-rules';

interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** A new password and its repetition, checked by the password rule and against each other. */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  testIds,
}: {
  form: UseFormReturn<T>;
  testIds: { newPassword: string; confirm: string };
}) {
  const { t } = useTranslation();
  const rules = useNewPasswordRules();
  // react-hook-form cannot tell that these two names are paths of every form that has them.
  const { register, formState, getValues } = form as unknown as UseFormReturn<NewPasswordValues>;
  return (
    <>
      <PasswordField
        label={t('form.newPassword')}
        registration={register('newPassword', rules.newPassword)}
        error={formState.errors.newPassword?.message}
        autoComplete="new-password"
        testId={testIds.newPassword}
      />
      <PasswordField
        label={t('form.confirmNewPassword')}
        registration={register(
          'confirmNewPassword',
          rules.confirm(() => getValues('newPassword')),
        )}
        error={formState.errors.confirmNewPassword?.message}
        autoComplete="new-password"
        testId={testIds.confirm}
      />
    </>
  );
}
