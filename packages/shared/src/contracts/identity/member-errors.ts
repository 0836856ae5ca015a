import { errorTable } from '../../error-table.ts';
/**
 * Codes and English texts of registration, login, password and KYC failures (§5, §8). Texts with
 * {placeholders} are filled by `formatMessage`; the filled values also travel in the envelope's
 * `value` so the web can build its translated sentence.
 */
export const MEMBER_ERRORS = errorTable({
  200: {
    FORGOT_EMAIL_SENT: 'A password reset link has been sent to your email',
  },
  400: {
    REQUIRED: 'Input cannot be empty',
    REQUIRED_MARKED: 'Items marked with * are required',
    FILL_IN: 'Please fill in your {field}',
    FIELD_PATTERN: '{field}: {rule}',
    PASSWORD_LENGTH: 'Please fill in your password with {min} - {max} characters',
    PASSWORD_RULE: 'Use upper and lower case letters, a digit and a symbol, {min} - {max} characters',
    CONFIRM_MISMATCH: 'Incorrect confirmation input',
    VERIFICATION_CODE_FORMAT: 'Please enter a valid verification code',
    MOBILE_INVALID: 'Please enter a valid mobile number',
    REAL_NAME_INVALID: 'Real name format is incorrect',
    PHONE_FORMAT_INVALID: 'Phone number format is incorrect',
    INVITATION_CODE_INVALID: 'Invalid invitation code',
    CAPTCHA_REQUIRED: 'Please enter the captcha',
    CAPTCHA_INVALID: 'The captcha is incorrect or has expired, please try again',
    DISCLAIMER_REQUIRED: 'Please check the disclaimer to continue',
    AGE_UNDER: 'You must be {age} or over to register',
    BIRTHDAY_INVALID: 'Please enter a valid date of birth',
    ID_TYPE_REQUIRED: 'Please fill in your Valid ID Type',
    UPLOAD_FRONT_REQUIRED: 'Please upload the front of your ID',
    UPLOAD_BACK_REQUIRED: 'Please upload the back of your ID',
    UPLOAD_SELFIE_REQUIRED: 'Please upload a selfie holding your ID',
    IMAGE_TYPE: 'Only jpeg, jpg or png images are accepted',
    IMAGE_SIZE: 'Each image must be 5 MB or smaller',
    OLD_PASSWORD_WRONG: 'The current password is incorrect',
    PASSWORD_REUSED: 'The new password must differ from the current one',
    RESET_LINK_INVALID: 'This reset link is invalid or has expired',
    AVATAR_UNKNOWN: 'This avatar does not exist',
  },
  401: {
    STAFF_LOGIN_FAILED: 'Incorrect username or password',
    STAFF_UNAUTHORIZED: 'Please sign in to the back office',
    STAFF_CHALLENGE_INVALID: 'This sign-in has expired or was already used, please sign in again',
    STAFF_CODE_INVALID: 'The code is incorrect',
    STAFF_CODE_REPLAYED: 'This code was already used, please wait for the next one',
    STAFF_SESSION_IDLE: 'Your back-office session ended after 30 minutes without use, please sign in again',
  },
  403: {
    KYC_DISABLED: 'Not enabled function, please contact customer service.',
    STAFF_FORBIDDEN: 'Your role does not allow this action',
    STAFF_SELF_LOCKOUT: 'You cannot disable yourself or remove your own admin role',
    STAFF_BRAND_NOT_ALLOWED: 'You do not work on this brand',
  },
  404: {
    STAFF_NOT_FOUND: 'This staff member does not exist',
    USER_EMAIL_NOT_FOUND: 'Username/Email does not exist',
    MOBILE_NOT_FOUND: 'This mobile number is not registered',
  },
  409: {
    STAFF_USERNAME_TAKEN: 'This staff username is already taken',
    USERNAME_TAKEN: 'This username is already registered',
    MOBILE_TAKEN: 'This mobile number is already registered',
    KYC_ALREADY_APPROVED: 'Your identity is already verified',
    KYC_NOT_PENDING: 'This verification is not waiting for review',
    MEMBER_NO_CONTACT: 'This member has neither an email nor a mobile number to send a reset to',
  },
  429: {
    CAPTCHA_TOO_FAST: 'Please wait a moment before refreshing the captcha',
    ACCOUNT_LOCKED: 'Too many failed attempts, please try again after 15 minutes.',
  },
});

export type MemberErrorCode = keyof typeof MEMBER_ERRORS;
