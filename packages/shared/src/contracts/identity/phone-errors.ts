/**
 * §8 phone-verification codes and their shown messages. The server answers SMS and
 * verification-code failures with these codes, so the web maps one catalogue for both the
 * sandbox provider and a real one.
 */
export const PHONE_ERRORS = {
  'auth/invalid-phone-number': { status: 400, message: 'Invalid phone number format.' },
  'auth/missing-phone-number': { status: 400, message: 'Please enter a valid phone number.' },
  'auth/too-many-requests': { status: 429, message: 'Too many requests, please try again after 5 minutes.' },
  'auth/unknown': { status: 502, message: 'An unknown error occured.' },
  'auth/invalid-verification-code': { status: 400, message: 'Verification code is not valid' },
  'auth/missing-verification-code': { status: 400, message: 'Verification code is missing' },
  'auth/captcha-check-failed': { status: 400, message: 'Invalid reCaptcha input...' },
  'auth/quota-exceeded': { status: 503, message: 'Quota not sufficient, please contact customer service.' },
  'auth/operation-not-allowed': {
    status: 403,
    message: 'Not enabled function, please contact customer service.',
  },
  'auth/code-expired': { status: 400, message: 'Verification code has expired, please send again.' },
  'auth/popup-closed-by-user': { status: 400, message: 'Login failure. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type PhoneErrorCode = keyof typeof PHONE_ERRORS;
