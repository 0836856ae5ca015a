import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { i18n } from './i18n/i18n';

/**
 * Server codes whose sentence the site already has under another key (the same §5 message the
 * forms show), so each sentence is translated once.
 */
const ALIASES: Record<string, string> = {
  REQUIRED: 'validation.required',
  REQUIRED_MARKED: 'validation.requiredMarked',
  PASSWORD_LENGTH: 'validation.passwordLength',
  PASSWORD_RULE: 'pattern.PASSWORD_STRONG',
  CONFIRM_MISMATCH: 'validation.confirm',
  VERIFICATION_CODE_FORMAT: 'validation.code',
  MOBILE_INVALID: 'validation.mobile',
  REAL_NAME_INVALID: 'validation.realName',
  PHONE_FORMAT_INVALID: 'validation.phone',
  INVITATION_CODE_INVALID: 'validation.invitation',
  CAPTCHA_REQUIRED: 'validation.captcha',
  DISCLAIMER_REQUIRED: 'validation.agreeLogin',
  AGE_UNDER: 'validation.age',
  BIRTHDAY_INVALID: 'validation.birthdayInvalid',
  ID_TYPE_REQUIRED: 'validation.idType',
  UPLOAD_FRONT_REQUIRED: 'validation.uploadFront',
  UPLOAD_BACK_REQUIRED: 'validation.uploadBack',
  UPLOAD_SELFIE_REQUIRED: 'validation.uploadSelfie',
  IMAGE_TYPE: 'validation.imageType',
  IMAGE_SIZE: 'validation.imageSize',
  KYC_DISABLED: 'errors.MODULE_DISABLED',
};

/** The envelope's value carries a message's filled-in values ({min}, {max}, {age}) when it has any. */
function paramsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The text to show for a failed call: our translation of the server's machine `code` when we have
 * one, else the server's own `message`, else 'Unknown error'.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = ALIASES[error.code] ?? `errors.${error.code}`;
    const params = paramsOf(error.value);
    // Codes are open-ended (new server codes appear before their translation does). A sentence
    // with plural forms exists only for the count it is given.
    if (i18n.exists(key, params)) {
      const text = String(t(key as never, params as never));
      // A sentence whose values did not arrive would show raw placeholders; the server's is filled.
      if (!text.includes('{{') || !error.message) return text;
    }
    if (error.message) return error.message;
  }
  return t('errors.UNKNOWN');
}

/**
 * The code of a failed call when it is one of `codes`, the refusals an area puts in its own words;
 * null for any other failure, which the site's texts cover.
 */
export function ownCode<C extends string>(error: unknown, codes: readonly C[]): C | null {
  if (!(error instanceof ApiError)) return null;
  return (codes as readonly string[]).includes(error.code) ? (error.code as C) : null;
}
