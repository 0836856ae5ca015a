import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CountdownButton } from '@/components/ui/countdown-button';
import { Field, inputClass, PasswordInput } from '@/components/ui/field';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useLoadedPermission } from '@/features/system';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkRule } from '@/lib/validation/field-rule';
import { forgotByEmail, resetByPhone } from '../api/password-api';
import { sendSmsCode } from '../api/sms-api';
import { defaultDialingCode, isMobileNumber } from '../lib/dialing-codes';
import { usePasswordRule, useUsernameRule } from '../lib/use-password-rule';
import { useAuthModal } from '../model/auth-modal-store';
import { useSessionActions } from '../model/use-session-actions';
import { MobileInput } from './mobile-input';

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
  const { code: language } = useLanguage();
  const { whitelabel } = useLoadedPermission();
  const [mode, setMode] = useState<Mode>('email');
  const [dialingCode, setDialingCode] = useState(() => defaultDialingCode(whitelabel.currency, language));
  const passwordRule = usePasswordRule();
  const usernameRule = useUsernameRule();
  const close = useAuthModal((s) => s.close);
  const { completeLogin } = useSessionActions();
  const { register, handleSubmit, formState, trigger, getValues } = useForm<ForgotValues>({
    defaultValues: { username: '', email: '', mobile: '', code: '', newPassword: '' },
  });
  const errors = formState.errors;

  const sendCode = async () => {
    if (!(await trigger('mobile'))) return null;
    try {
      return await sendSmsCode('noLogin', {
        mobileNum: getValues('mobile').trim(),
        countryDialingCode: dialingCode,
      });
    } catch (error) {
      void showAlert({ message: errorText(t, error) });
      return null;
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      if (mode === 'email') {
        await forgotByEmail({ username: values.username.trim(), email: values.email.trim() });
        close();
        await showAlert({ tone: 'success', message: t('auth.resetEmailSent') });
        return;
      }
      const mobileNum = values.mobile.trim();
      const result = await resetByPhone({
        mobileNum,
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
        <>
          <Field label={t('form.username')} required error={errors.username?.message}>
            {(a) => (
              <input
                {...a}
                {...register('username', {
                  validate: (v) =>
                    v.trim() === '' ? t('validation.required') : checkRule(t, usernameRule, v.trim()),
                })}
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
                {...register('email', {
                  validate: (v) =>
                    v.trim() === ''
                      ? t('validation.required')
                      : checkRule(t, { pattern: 'EMAIL', min: 3, max: 100 }, v.trim()),
                })}
                type="email"
                autoComplete="email"
                className={inputClass}
                data-testid="forgot-email"
              />
            )}
          </Field>
        </>
      ) : (
        <>
          <Field label={t('form.mobile')} required error={errors.mobile?.message}>
            {(a) => (
              <MobileInput
                {...a}
                {...register('mobile', { validate: (v) => isMobileNumber(v) || t('validation.mobile') })}
                dialingCode={dialingCode}
                onDialingCodeChange={setDialingCode}
                data-testid="forgot-mobile"
              />
            )}
          </Field>
          <Field label={t('form.smsCode')} required error={errors.code?.message}>
            {(a) => (
              <div className="flex gap-2">
                <input
                  {...a}
                  {...register('code', { validate: (v) => v.trim().length > 0 || t('validation.code') })}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className={inputClass}
                  data-testid="forgot-code"
                />
                <CountdownButton onSend={sendCode} testId="forgot-send-code" />
              </div>
            )}
          </Field>
          <Field label={t('form.newPassword')} required error={errors.newPassword?.message}>
            {(a) => (
              <PasswordInput
                {...a}
                {...register('newPassword', {
                  validate: (v) =>
                    v === '' ? t('validation.required') : checkRule(t, passwordRule, v, 'password'),
                })}
                autoComplete="new-password"
                data-testid="forgot-new-password"
              />
            )}
          </Field>
        </>
      )}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={formState.isSubmitting}
        data-testid="forgot-submit"
      >
        {formState.isSubmitting ? <Spinner className="size-4" /> : null}
        {mode === 'email' ? t('auth.sendResetEmail') : t('auth.resetAndLogin')}
      </Button>
    </form>
  );
}
