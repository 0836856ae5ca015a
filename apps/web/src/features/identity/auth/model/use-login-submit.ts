import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { showAlert } from '@/lib/alert-store';
import { ApiError } from '@/lib/api-error';
import { deviceId } from '@/lib/device-id';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCaptcha } from '../api/captcha-api';
import { type LoginType, login, wantsCaptcha } from '../api/session-api';
import { captchaDemand } from './captcha-demand';
import { useSessionActions } from './use-session-actions';

export interface LoginValues {
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
 * Signing in with the form's values, and the captcha: it is asked for only once a failed login's
 * answer wants one, and then stays for this browser (captchaDemand).
 */
export function useLoginSubmit(form: UseFormReturn<LoginValues>, mode: LoginType, dialingCode: string) {
  const { t } = useTranslation();
  const { completeLogin } = useSessionActions();
  const [needCaptcha, setNeedCaptcha] = useState(() => captchaDemand.active());
  const captcha = useCaptcha(needCaptcha);

  const askedForCaptcha = (error: ApiError) => {
    captchaDemand.asked();
    if (needCaptcha) captcha.reload();
    setNeedCaptcha(true);
    form.setValue('captcha', '');
    // Asked for a captcha this form did not show yet: the field appears with the request under it,
    // rather than an alert naming a field the member cannot see.
    if (needCaptcha || error.code !== 'CAPTCHA_REQUIRED') return false;
    form.setError('captcha', { message: t('validation.captcha') });
    return true;
  };

  const submit = form.handleSubmit(async (values) => {
    const sms = mode === 'sms';
    try {
      const result = await login({
        username: sms ? values.mobile.trim() : values.username.trim(),
        password: sms ? values.code.trim() : values.password,
        type: mode,
        rememberMe: values.remember,
        deviceId: deviceId(),
        ...(needCaptcha ? { captcha: values.captcha.trim(), captchaId: captcha.captcha?.captchaId } : {}),
        ...(sms ? { countryDialingCode: dialingCode } : {}),
      });
      captchaDemand.cleared();
      await completeLogin(result, mode, values.remember);
    } catch (error) {
      if (error instanceof ApiError && wantsCaptcha(error.value) && askedForCaptcha(error)) return;
      void showAlert({ message: errorText(t, error) });
    }
  });

  return { submit, needCaptcha, captcha };
}
