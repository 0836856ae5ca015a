import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { i18n } from './i18n/i18n';

/**
 * The text to show for a failed call: our translation of the server's machine `code` when we have
 * one, else the server's own `message`, else 'Unknown error'.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    // Codes are open-ended (new server codes appear before their translation does).
    if (i18n.exists(key)) return t(key as never);
    if (error.message) return error.message;
  }
  return t('errors.UNKNOWN');
}
