import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, PasswordInput } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { usePasswordRule } from '@/features/auth';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkRule } from '@/lib/validation/field-rule';
import { changePassword } from '../api/password';

interface ChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

interface ChangePasswordFormProps {
  onDone: () => void;
  /** Shown beside submit: cancel for a voluntary change, sign out for a forced one. */
  secondary: ReactNode;
}

/** §5 Change password: the new one follows the password rule and is typed twice. */
export function ChangePasswordForm({ onDone, secondary }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const rule = usePasswordRule();
  const { register, handleSubmit, formState, getValues } = useForm<ChangeValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      onDone();
      await showAlert({ tone: 'success', message: t('account.passwordChanged') });
    } catch (error) {
      void showAlert({ message: errorText(t, error) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4"
      data-testid="change-password-form"
    >
      <Field label={t('form.oldPassword')} required error={errors.oldPassword?.message}>
        {(a) => (
          <PasswordInput
            {...a}
            {...register('oldPassword', { validate: (v) => v !== '' || t('validation.required') })}
            autoComplete="current-password"
            data-testid="old-password"
          />
        )}
      </Field>
      <Field label={t('form.newPassword')} required error={errors.newPassword?.message}>
        {(a) => (
          <PasswordInput
            {...a}
            {...register('newPassword', {
              validate: (v) => (v === '' ? t('validation.required') : checkRule(t, rule, v, 'password')),
            })}
            autoComplete="new-password"
            data-testid="new-password"
          />
        )}
      </Field>
      <Field label={t('form.confirmNewPassword')} required error={errors.confirmNewPassword?.message}>
        {(a) => (
          <PasswordInput
            {...a}
            {...register('confirmNewPassword', {
              validate: (v) =>
                v === ''
                  ? t('validation.required')
                  : v === getValues('newPassword') || t('validation.confirm'),
            })}
            autoComplete="new-password"
            data-testid="confirm-new-password"
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" disabled={formState.isSubmitting} data-testid="change-password-submit">
          {formState.isSubmitting ? <Spinner className="size-4" /> : null}
          {t('account.changePassword')}
        </Button>
      </div>
    </form>
  );
}
