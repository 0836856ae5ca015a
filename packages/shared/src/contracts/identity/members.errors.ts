import type { COMMON_ERRORS } from '../../common-errors.ts';
import type { MEMBER_ERRORS } from './member-errors.ts';
import type { PHONE_ERRORS } from './phone-errors.ts';

/** The codes identity's calls may answer: the common ones and identity's own. */
type ErrorCode = keyof typeof COMMON_ERRORS | keyof typeof MEMBER_ERRORS | keyof typeof PHONE_ERRORS;

/**
 * The codes each member, session, KYC and back-office call can answer beyond the common and auth
 * ones, declared once so the contracts' `errors` lists and the web's handling agree. The texts are
 * in member-errors.ts and phone-errors.ts. Kept free of zod: the web may read it anywhere.
 */

/** A phone's SMS code was refused (missing, wrong, spent or expired). */
export const SMS_CODE_ERROR_CODES = [
  'auth/missing-verification-code',
  'auth/invalid-verification-code',
  'auth/code-expired',
] as const satisfies readonly ErrorCode[];

/** Sending an SMS code: too many sends, or the gateway failed. */
export const SMS_SEND_ERROR_CODES = [
  'auth/too-many-requests',
  'auth/unknown',
] as const satisfies readonly ErrorCode[];

/** A captcha asked for after a failure, or answered wrongly. */
export const CAPTCHA_ERROR_CODES = [
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
] as const satisfies readonly ErrorCode[];

/** Username or SMS login (§8); the failures carry `{ captcha: true }` as their value. */
export const LOGIN_ERROR_CODES = [
  'LOGIN_FAILED',
  'ACCOUNT_LOCKED',
  'NON_MEMBER_LOGIN',
  ...CAPTCHA_ERROR_CODES,
  'auth/operation-not-allowed',
  'auth/invalid-phone-number',
  ...SMS_CODE_ERROR_CODES,
] as const satisfies readonly ErrorCode[];

/** A new password against the brand's rule (change, reset by link or by phone). */
export const NEW_PASSWORD_ERROR_CODES = [
  'PASSWORD_LENGTH',
  'PASSWORD_RULE',
  'CONFIRM_MISMATCH',
] as const satisfies readonly ErrorCode[];

/** ID images checked by their bytes. */
export const ID_IMAGE_ERROR_CODES = ['IMAGE_TYPE', 'IMAGE_SIZE'] as const satisfies readonly ErrorCode[];

/** §4 registration, in the order the checks run (registration.ts, then the server's own). */
export const REGISTER_ERROR_CODES = [
  'MODULE_DISABLED',
  'BIRTHDAY_INVALID',
  'AGE_UNDER',
  'ID_TYPE_REQUIRED',
  'REQUIRED',
  'MOBILE_INVALID',
  'PHONE_FORMAT_INVALID',
  'FIELD_PATTERN',
  'PASSWORD_LENGTH',
  'CONFIRM_MISMATCH',
  'VERIFICATION_CODE_FORMAT',
  'FILL_IN',
  'REAL_NAME_INVALID',
  'INVITATION_CODE_INVALID',
  'DISCLAIMER_REQUIRED',
  ...ID_IMAGE_ERROR_CODES,
  ...CAPTCHA_ERROR_CODES,
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  ...SMS_CODE_ERROR_CODES,
] as const satisfies readonly ErrorCode[];

/** KYC submissions by the member. */
export const KYC_SUBMIT_ERROR_CODES = [
  'KYC_DISABLED',
  'KYC_ALREADY_APPROVED',
] as const satisfies readonly ErrorCode[];
export const KYC_UPLOAD_ERROR_CODES = [
  ...KYC_SUBMIT_ERROR_CODES,
  'UPLOAD_FRONT_REQUIRED',
  'UPLOAD_SELFIE_REQUIRED',
  ...ID_IMAGE_ERROR_CODES,
] as const satisfies readonly ErrorCode[];
export const KYC_PERSONAL_ERROR_CODES = [
  ...KYC_SUBMIT_ERROR_CODES,
  'BIRTHDAY_INVALID',
  'AGE_UNDER',
] as const satisfies readonly ErrorCode[];
