import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n/i18n';

/** The rebate's own words for its refusals, else the site's. */
export function rebateErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `rebate.errors.${error.code}`;
    if (i18n.exists(key)) return String(t(key as never));
  }
  return errorText(t, error);
}
