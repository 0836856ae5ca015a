import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import { Field, inputClass } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { showAlert } from '@/lib/alert-store';
import { useAuthModal } from '@/lib/auth-modal-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkRule } from '@/lib/validation/field-rule';
import { forgotByEmail, resetByPhone } from '../api/password-api';
import { useNewPasswordRules } from '../lib/new-password-rules';
import { useDialingCode } from '../lib/use-dialing-code';
import { useUsernameRule } from '../lib/use-password-rule';
import { useSessionActions } from '../model/use-session-actions';
import { MobileCodeFields } from './mobile-code-fields';

type Mode = 'email' | 'phone';

interface ForgotValues {
  username: string;
  email: string;
  mobile: string;
  code: string;
  newPassword: string;
}

/** §5 Forgot password: by email (a reset mail is sent) or by phone (reset, then logged in). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('email');
  const [dialingCode, setDialingCode] = useDialingCode();
  const close = useAuthModal((s) => s.close);
  const { completeLogin } = useSessionActions();
  const form = useForm<ForgotValues>({
    defaultValues: { username: '', email: '', mobile: '', code: '', newPassword: '' },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const passwordRules = useNewPasswordRules();

  const submit = handleSubmit(async (values) => {
    try {
      if (mode === 'email') {
        await forgotByEmail({ username: values.username.trim(), email: values.email.trim() });
        close();
        await showAlert({ tone: 'success', message: t('auth.resetEmailSent') });
        return;
      }
      const result = await resetByPhone({
        mobileNum: values.mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: values.code.trim(),
        newPassword: values.newPassword,
      });
      // §4: a phone reset ends logged in.
      await completeLogin(result, 'reset');
    } catch (error) {
      void showAlert({ message: errorText(t, error) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="forgot-form">
      <SegmentedTabs
        label={t('auth.forgotPassword')}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'email', label: t('auth.byEmail'), testId: 'forgot-mode-email' },
          { value: 'phone', label: t('auth.byPhone'), testId: 'forgot-mode-phone' },
        ]}
      />
      {mode === 'email' ? (
        <EmailResetFields form={form} />
      ) : (
        <>
          <MobileCodeFields
            form={form}
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            testIdPrefix="forgot"
          />
          <PasswordField
            label={t('form.newPassword')}
            registration={register('newPassword', passwordRules.newPassword)}
            error={errors.newPassword?.message}
            autoComplete="new-password"
            testId="forgot-new-password"
          />
        </>
      )}
      <BusyButton
        busy={formState.isSubmitting}
        type="submit"
        size="lg"
        className="w-full"
        data-testid="forgot-submit"
      >
        {mode === 'email' ? t('auth.sendResetEmail') : t('auth.resetAndLogin')}
      </BusyButton>
    </form>
  );
}

/** Username and email of a reset by mail, each checked against its rule before anything is sent. */
function EmailResetFields({ form }: { form: UseFormReturn<ForgotValues> }) {
  const { t } = useTranslation();
  const usernameRule = useUsernameRule();
  const errors = form.formState.errors;
  const checked = (rule: Parameters<typeof checkRule>[1]) => (v: string) =>
    v.trim() === '' ? t('validation.required') : checkRule(t, rule, v.trim());
  return (
    <>
      <Field label={t('form.username')} required error={errors.username?.message}>
        {(a) => (
          <input
            {...a}
            {...form.register('username', { validate: checked(usernameRule) })}
            autoComplete="username"
            className={inputClass}
            data-testid="forgot-username"
          />
        )}
      </Field>
      <Field label={t('form.email')} required error={errors.email?.message}>
        {(a) => (
          <input
            {...a}
            {...form.register('email', { validate: checked({ pattern: 'EMAIL', min: 3, max: 100 }) })}
            type="email"
            autoComplete="email"
            className={inputClass}
            data-testid="forgot-email"
          />
        )}
      </Field>
    </>
  );
}
