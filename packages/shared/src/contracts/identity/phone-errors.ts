import { errorTable } from '../../error-table.ts';
/**
 * §8 phone-verification codes and their shown messages. The server answers SMS and
 * verification-code failures with these codes, so the web maps one catalogue for both the
 * sandbox provider and a real one.
 */
export const PHONE_ERRORS = errorTable({
  400: {
    'auth/invalid-phone-number': 'Invalid phone number format.',
    'auth/missing-phone-number': 'Please enter a valid phone number.',
    'auth/invalid-verification-code': 'Verification code is not valid',
    'auth/missing-verification-code': 'Verification code is missing',
    'auth/captcha-check-failed': 'Invalid reCaptcha input...',
    'auth/code-expired': 'Verification code has expired, please send again.',
    'auth/popup-closed-by-user': 'Login failure. Please try again.',
  },
  403: {
    'auth/operation-not-allowed': 'Not enabled function, please contact customer service.',
  },
  429: {
    'auth/too-many-requests': 'Too many requests, please try again after 5 minutes.',
  },
  502: {
    'auth/unknown': 'An unknown error occured.',
  },
  503: {
    'auth/quota-exceeded': 'Quota not sufficient, please contact customer service.',
  },
});

export type PhoneErrorCode = keyof typeof PHONE_ERRORS;
