import type { InputHTMLAttributes, Ref } from 'react';
import { inputClass } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { CaptchaState } from '../api/captcha-api';

interface CaptchaInputProps extends InputHTMLAttributes<HTMLInputElement> {
  state: CaptchaState;
  ref?: Ref<HTMLInputElement>;
}

/** The captcha text box with its image; a click on the image asks for a new one. */
export function CaptchaInput({ state, className, ref, ...rest }: CaptchaInputProps) {
  const { t } = useTranslation();
  const { captcha, isError, refresh } = state;
  return (
    <div className="flex gap-2">
      <input ref={ref} autoComplete="off" maxLength={16} className={cn(inputClass, className)} {...rest} />
      <button
        type="button"
        data-testid="captcha-image"
        data-captcha-id={captcha?.captchaId}
        onClick={refresh}
        aria-label={t('form.refreshCaptcha')}
        title={t('form.refreshCaptcha')}
        className="relative grid h-11 w-28 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-white"
      >
        {captcha ? (
          <img src={captcha.image} alt={t('form.captcha')} className="size-full object-contain" />
        ) : isError ? (
          <Icon name="refresh" className="size-5 text-slate-500" />
        ) : (
          <Spinner className="size-4 text-slate-500" />
        )}
      </button>
    </div>
  );
}
