import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CountdownButton } from '@/components/ui/countdown-button';
import { Field, inputClass, PasswordInput } from '@/components/ui/field';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useLoadedPermission } from '@/features/system';
import { showAlert } from '@/lib/alert-store';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCaptcha } from '../api/captcha-api';
import { type LoginType, login, wantsCaptcha } from '../api/session-api';
import { sendSmsCode } from '../api/sms-api';
import { defaultDialingCode, isMobileNumber } from '../lib/dialing-codes';
import { type LoginSource, useAuthModal } from '../model/auth-modal-store';
import { captchaDemand } from '../model/captcha-demand';
import { useSessionActions } from '../model/use-session-actions';
import { CaptchaInput } from './captcha-input';
import { FreeplayButton } from './freeplay-button';
import { MobileInput } from './mobile-input';

interface LoginValues {
  username: string;
  password: string;
  mobile: string;
  code: string;
  captcha: string;
  agree: boolean;
  /** §9 Remember me: the login lasts one day on this device instead of ending with the tab. */
  remember: boolean;
}

/**
 * §2/§5 Login: username or (with MOBILEVERCODELOGIN3) mobile + SMS code. The captcha appears only
 * once a failed login's answer asks for it; logins not started from the header need the terms ticked.
 */
export function LoginForm({ source }: { source: LoginSource }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const { whitelabel } = useLoadedPermission();
  const openView = useAuthModal((s) => s.open);
  const { completeLogin } = useSessionActions();
  const smsEnabled = Boolean(whitelabel.modules.MOBILEVERCODELOGIN3);
  const [mode, setMode] = useState<LoginType>('username');
  const [dialingCode, setDialingCode] = useState(() => defaultDialingCode(whitelabel.currency, language));
  const [needCaptcha, setNeedCaptcha] = useState(() => captchaDemand.active());
  const needTerms = source !== 'header';
  const captcha = useCaptcha(needCaptcha);

  const form = useForm<LoginValues>({
    defaultValues: {
      username: '',
      password: '',
      mobile: '',
      code: '',
      captcha: '',
      agree: false,
      remember: false,
    },
  });
  const { register, handleSubmit, formState, trigger, getValues, setValue, setError } = form;
  const errors = formState.errors;
  const required = (value: string) => value.trim().length > 0 || t('validation.required');

  const sendCode = async () => {
    if (!(await trigger('mobile'))) return null;
    try {
      return await sendSmsCode('noLogin', {
        mobileNum: getValues('mobile').trim(),
        countryDialingCode: dialingCode,
      });
    } catch (error) {
      // §8 SMS send failure: a warning with the server's message.
      void showAlert({ message: errorText(t, error) });
      return null;
    }
  };

  const submit = handleSubmit(async (values) => {
    const sms = mode === 'sms';
    try {
      const result = await login({
        username: sms ? values.mobile.trim() : values.username.trim(),
        password: sms ? values.code.trim() : values.password,
        type: mode,
        rememberMe: values.remember,
        ...(needCaptcha ? { captcha: values.captcha.trim(), captchaId: captcha.captcha?.captchaId } : {}),
        ...(sms ? { countryDialingCode: dialingCode } : {}),
      });
      captchaDemand.cleared();
      await completeLogin(result, mode, values.remember);
    } catch (error) {
      if (error instanceof ApiError && wantsCaptcha(error.value)) {
        captchaDemand.asked();
        if (needCaptcha) captcha.reload();
        setNeedCaptcha(true);
        setValue('captcha', '');
        // Asked for a captcha this form did not show yet: the field appears with the request under
        // it, rather than an alert naming a field the member cannot see.
        if (!needCaptcha && error.code === 'CAPTCHA_REQUIRED') {
          setError('captcha', { message: t('validation.captcha') });
          return;
        }
      }
      void showAlert({ message: errorText(t, error) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="login-form">
      {smsEnabled ? (
        <SegmentedTabs
          label={t('auth.loginMode')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'username', label: t('auth.byUsername'), testId: 'login-mode-username' },
            { value: 'sms', label: t('auth.bySms'), testId: 'login-mode-sms' },
          ]}
        />
      ) : null}

      {mode === 'username' ? (
        <>
          <Field label={t('form.username')} required error={errors.username?.message}>
            {(a) => (
              <input
                {...a}
                {...register('username', { validate: required })}
                autoComplete="username"
                className={inputClass}
                data-testid="login-username"
              />
            )}
          </Field>
          <Field label={t('form.password')} required error={errors.password?.message}>
            {(a) => (
              <PasswordInput
                {...a}
                {...register('password', { validate: required })}
                autoComplete="current-password"
                data-testid="login-password"
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
                {...register('mobile', {
                  validate: (v) => isMobileNumber(v) || t('validation.mobile'),
                })}
                dialingCode={dialingCode}
                onDialingCodeChange={setDialingCode}
                data-testid="login-mobile"
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
                  data-testid="login-code"
                />
                <CountdownButton onSend={sendCode} testId="login-send-code" />
              </div>
            )}
          </Field>
        </>
      )}

      {needCaptcha ? (
        <Field label={t('form.captcha')} required error={errors.captcha?.message} testId="login-captcha">
          {(a) => (
            <CaptchaInput
              {...a}
              state={captcha}
              {...register('captcha', {
                validate: (v) => v.trim().length > 0 || t('validation.captcha'),
              })}
              data-testid="login-captcha-input"
            />
          )}
        </Field>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm">
        <label className="flex cursor-pointer items-center gap-2 text-muted">
          <input
            type="checkbox"
            {...register('remember')}
            className="size-4 shrink-0 accent-[var(--accent)]"
            data-testid="login-remember"
          />
          <span>{t('auth.rememberMe')}</span>
        </label>
        <button
          type="button"
          className="font-semibold text-accent hover:underline"
          onClick={() => openView({ kind: 'forgot' })}
          data-testid="forgot-password-link"
        >
          {t('auth.forgotPassword')}
        </button>
      </div>

      {needTerms ? (
        <div className="space-y-1">
          <label className="flex items-start gap-2 text-xs leading-relaxed text-muted">
            <input
              type="checkbox"
              {...register('agree', { validate: (v) => v || t('validation.agreeLogin') })}
              className="mt-0.5 size-4 shrink-0 accent-[var(--accent)]"
              data-testid="login-agree"
            />
            <span>
              <Trans
                i18nKey="auth.agreeTerms"
                components={{
                  terms: <Link to="/help#terms" className="text-accent hover:underline" />,
                  privacy: <Link to="/help#privacy" className="text-accent hover:underline" />,
                }}
              />
            </span>
          </label>
          {errors.agree?.message ? (
            <p role="alert" className="text-xs text-danger">
              {errors.agree.message}
            </p>
          ) : null}
        </div>
      ) : null}

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={formState.isSubmitting}
        data-testid="login-submit"
      >
        {formState.isSubmitting ? <Spinner className="size-4" /> : null}
        {t('header.login')}
      </Button>

      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-muted">
        {whitelabel.modules.DIRECTREG3 ? (
          <span>
            {t('login.noAccount')}{' '}
            <button
              type="button"
              className="font-semibold text-accent hover:underline"
              onClick={() => openView({ kind: 'register' })}
              data-testid="login-to-register"
            >
              {t('header.register')}
            </button>
          </span>
        ) : null}
        <FreeplayButton variant="link" />
      </div>
    </form>
  );
}
