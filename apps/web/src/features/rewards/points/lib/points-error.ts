import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n/i18n';

/** The mall's own words for its refusals (stock, points, payment password), else the site's. */
export function pointsErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `points.errors.${error.code}`;
    if (i18n.exists(key)) return String(t(key as never));
  }
  return errorText(t, error);
}

/** A refusal is final for its request id; only a lost answer may be retried with the same id. */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;
