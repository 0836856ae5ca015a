import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import { PasswordField } from '@/components/ui/password-field';
import { NewPasswordFields } from '@/features/identity/auth';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
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
  const form = useForm<ChangeValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { register, handleSubmit, formState } = form;
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
      <PasswordField
        label={t('form.oldPassword')}
        registration={register('oldPassword', { validate: (v) => v !== '' || t('validation.required') })}
        error={errors.oldPassword?.message}
        autoComplete="current-password"
        testId="old-password"
      />
      <NewPasswordFields
        form={form}
        testIds={{ newPassword: 'new-password', confirm: 'confirm-new-password' }}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {secondary}
        <BusyButton busy={formState.isSubmitting} type="submit" data-testid="change-password-submit">
          {t('account.changePassword')}
        </BusyButton>
      </div>
    </form>
  );
}
