import { CAPTCHA_REFRESH_MS, type Captcha } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { identityKeys } from '@/features/identity/query-keys';
import { ApiError } from '@/lib/api-error';
import { callApi } from './calls';

export type { Captcha };

const toDataUrl = (image: string) => (image.startsWith('data:') ? image : `data:image/png;base64,${image}`);

/** §7 GET /wps/captcha returns a base64 image and its id. */
export async function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  const value = await callApi('members.captcha', { signal });
  return { captchaId: value.captchaId, image: toDataUrl(value.image) };
}

/**
 * One captcha for a form: fetched when `enabled`, refreshed on demand at most once a second
 * (§9), and never cached across forms (each image answers once).
 */
// When this browser last asked for an image. The server issues at most one a second per client,
// whichever form asked, so a form opened right after another one shares the same clock.
const last = { current: 0 };

const tooFast = (err: unknown) => err instanceof ApiError && err.code === 'CAPTCHA_TOO_FAST';

export function useCaptcha(enabled: boolean) {
  const query = useQuery({
    queryKey: identityKeys.captcha(),
    queryFn: ({ signal }) => {
      last.current = Math.max(last.current, Date.now());
      return fetchCaptcha(signal);
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // Refused only for coming too soon after the previous image: ask again once the second is up.
    retry: (count, err) => count < 3 && tooFast(err),
    retryDelay: CAPTCHA_REFRESH_MS,
  });
  const { refetch } = query;
  const refresh = useCallback(() => {
    if (Date.now() - last.current < CAPTCHA_REFRESH_MS) return false;
    void refetch();
    return true;
  }, [refetch]);
  // After a failed attempt the answered image is spent: fetch the next one as soon as the server's
  // one-per-second limit allows.
  const reload = useCallback(() => {
    const wait = Math.max(0, last.current + CAPTCHA_REFRESH_MS - Date.now());
    window.setTimeout(() => void refetch(), wait);
  }, [refetch]);
  return { captcha: query.data, isError: query.isError, refresh, reload };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
