import { CAPTCHA_REFRESH_MS } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { type InputHTMLAttributes, type Ref, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { fetchCaptcha } from '../api/captcha-api';

interface CaptchaInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** The captcha text box with its image; a click on the image fetches a new one, at most once a second (§9). */
export function CaptchaInput({ className, ref, ...rest }: CaptchaInputProps) {
  const { t } = useTranslation();
  const captcha = useQuery({
    queryKey: ['captcha'],
    queryFn: fetchCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const lastRefresh = useRef(0);

  const refresh = () => {
    const now = Date.now();
    if (now - lastRefresh.current < CAPTCHA_REFRESH_MS) return;
    lastRefresh.current = now;
    void captcha.refetch();
  };

  return (
    <div className="flex gap-2">
      <input ref={ref} autoComplete="off" maxLength={16} className={cn(inputClass, className)} {...rest} />
      <button
        type="button"
        data-testid="captcha-image"
        onClick={refresh}
        aria-label={t('form.refreshCaptcha')}
        title={t('form.refreshCaptcha')}
        className="relative grid h-11 w-28 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-white"
      >
        {captcha.data ? (
          <img src={captcha.data.image} alt={t('form.captcha')} className="size-full object-contain" />
        ) : captcha.isError ? (
          <Icon name="refresh" className="size-5 text-slate-500" />
        ) : (
          <Spinner className="size-4 text-slate-500" />
        )}
      </button>
    </div>
  );
}
