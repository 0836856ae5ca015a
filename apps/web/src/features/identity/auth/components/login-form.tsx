import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import { Field, inputClass } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useLoadedPermission } from '@/features/brand/system';
import { type LoginSource, useAuthModal } from '@/lib/auth-modal-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LoginType } from '../api/session-api';
import { useDialingCode } from '../lib/use-dialing-code';
import { type LoginValues, useLoginSubmit } from '../model/use-login-submit';
import { CaptchaInput } from './captcha-input';
import { LoginAlternatives, LoginTerms, RememberAndForgot } from './login-options';
import { MobileCodeFields } from './mobile-code-fields';

const DEFAULTS: LoginValues = {
  username: '',
  password: '',
  mobile: '',
  code: '',
  captcha: '',
  agree: false,
  remember: false,
};

/**
 * §2/§5 Login: username or (with MOBILEVERCODELOGIN3) mobile + SMS code. The captcha appears only
 * once a failed login's answer asks for it; logins not started from the header need the terms ticked.
 */
export function LoginForm({ source }: { source: LoginSource }) {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const openView = useAuthModal((s) => s.open);
  const [mode, setMode] = useState<LoginType>('username');
  const [dialingCode, setDialingCode] = useDialingCode();
  const form = useForm<LoginValues>({ defaultValues: DEFAULTS });
  const { register, formState } = form;
  const errors = formState.errors;
  const { submit, needCaptcha, captcha } = useLoginSubmit(form, mode, dialingCode);
  const required = (value: string) => value.trim().length > 0 || t('validation.required');

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="login-form">
      {whitelabel.modules.MOBILEVERCODELOGIN3 ? <LoginModeTabs mode={mode} onChange={setMode} /> : null}
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
          <PasswordField
            label={t('form.password')}
            registration={register('password', { validate: required })}
            error={errors.password?.message}
            autoComplete="current-password"
            testId="login-password"
          />
        </>
      ) : (
        <MobileCodeFields
          form={form}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          testIdPrefix="login"
        />
      )}
      {needCaptcha ? (
        <Field label={t('form.captcha')} required error={errors.captcha?.message} testId="login-captcha">
          {(a) => (
            <CaptchaInput
              {...a}
              state={captcha}
              {...register('captcha', { validate: (v) => v.trim().length > 0 || t('validation.captcha') })}
              data-testid="login-captcha-input"
            />
          )}
        </Field>
      ) : null}
      <RememberAndForgot remember={register('remember')} onForgot={() => openView({ kind: 'forgot' })} />
      {source !== 'header' ? (
        <LoginTerms
          agree={register('agree', { validate: (v) => v || t('validation.agreeLogin') })}
          error={errors.agree?.message}
        />
      ) : null}
      <BusyButton
        busy={formState.isSubmitting}
        type="submit"
        size="lg"
        className="w-full"
        data-testid="login-submit"
      >
        {t('header.login')}
      </BusyButton>
      <LoginAlternatives
        canRegister={Boolean(whitelabel.modules.DIRECTREG3)}
        onRegister={() => openView({ kind: 'register' })}
      />
    </form>
  );
}

function LoginModeTabs({ mode, onChange }: { mode: LoginType; onChange: (mode: LoginType) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedTabs
      label={t('auth.loginMode')}
      value={mode}
      onChange={onChange}
      options={[
        { value: 'username', label: t('auth.byUsername'), testId: 'login-mode-username' },
        { value: 'sms', label: t('auth.bySms'), testId: 'login-mode-sms' },
      ]}
    />
  );
}
