/**
 * Codes and English texts of registration, login, password and KYC failures (§5, §8). Texts with
 * {placeholders} are filled by `formatMessage`; the filled values also travel in the envelope's
 * `value` so the web can build its translated sentence.
 */
export const MEMBER_ERRORS = {
  REQUIRED: { status: 400, message: 'Input cannot be empty' },
  REQUIRED_MARKED: { status: 400, message: 'Items marked with * are required' },
  FILL_IN: { status: 400, message: 'Please fill in your {field}' },
  FIELD_PATTERN: { status: 400, message: '{field}: {rule}' },
  PASSWORD_LENGTH: { status: 400, message: 'Please fill in your password with {min} - {max} characters' },
  PASSWORD_RULE: {
    status: 400,
    message: 'Use upper and lower case letters, a digit and a symbol, {min} - {max} characters',
  },
  CONFIRM_MISMATCH: { status: 400, message: 'Incorrect confirmation input' },
  VERIFICATION_CODE_FORMAT: { status: 400, message: 'Please enter a valid verification code' },
  MOBILE_INVALID: { status: 400, message: 'Please enter a valid mobile number' },
  REAL_NAME_INVALID: { status: 400, message: 'Real name format is incorrect' },
  PHONE_FORMAT_INVALID: { status: 400, message: 'Phone number format is incorrect' },
  INVITATION_CODE_INVALID: { status: 400, message: 'Invalid invitation code' },
  CAPTCHA_REQUIRED: { status: 400, message: 'Please enter the captcha' },
  CAPTCHA_INVALID: { status: 400, message: 'The captcha is incorrect or has expired, please try again' },
  CAPTCHA_TOO_FAST: { status: 429, message: 'Please wait a moment before refreshing the captcha' },
  DISCLAIMER_REQUIRED: { status: 400, message: 'Please check the disclaimer to continue' },
  AGE_UNDER: { status: 400, message: 'You must be {age} or over to register' },
  BIRTHDAY_INVALID: { status: 400, message: 'Please enter a valid date of birth' },
  ID_TYPE_REQUIRED: { status: 400, message: 'Please fill in your Valid ID Type' },
  UPLOAD_FRONT_REQUIRED: { status: 400, message: 'Please upload the front of your ID' },
  UPLOAD_BACK_REQUIRED: { status: 400, message: 'Please upload the back of your ID' },
  UPLOAD_SELFIE_REQUIRED: { status: 400, message: 'Please upload a selfie holding your ID' },
  IMAGE_TYPE: { status: 400, message: 'Only jpeg, jpg or png images are accepted' },
  IMAGE_SIZE: { status: 400, message: 'Each image must be 5 MB or smaller' },
  USERNAME_TAKEN: { status: 409, message: 'This username is already registered' },
  MOBILE_TAKEN: { status: 409, message: 'This mobile number is already registered' },
  USER_EMAIL_NOT_FOUND: { status: 404, message: 'Username/Email does not exist' },
  MOBILE_NOT_FOUND: { status: 404, message: 'This mobile number is not registered' },
  OLD_PASSWORD_WRONG: { status: 400, message: 'The current password is incorrect' },
  PASSWORD_REUSED: { status: 400, message: 'The new password must differ from the current one' },
  RESET_LINK_INVALID: { status: 400, message: 'This reset link is invalid or has expired' },
  ACCOUNT_LOCKED: { status: 429, message: 'Too many failed attempts, please try again after 15 minutes.' },
  AVATAR_UNKNOWN: { status: 400, message: 'This avatar does not exist' },
  KYC_DISABLED: { status: 403, message: 'Not enabled function, please contact customer service.' },
  KYC_ALREADY_APPROVED: { status: 409, message: 'Your identity is already verified' },
  KYC_NOT_PENDING: { status: 409, message: 'This verification is not waiting for review' },
  STAFF_LOGIN_FAILED: { status: 401, message: 'Incorrect username or password' },
  STAFF_UNAUTHORIZED: { status: 401, message: 'Please sign in to the back office' },
  STAFF_FORBIDDEN: { status: 403, message: 'Your role does not allow this action' },
  FORGOT_EMAIL_SENT: { status: 200, message: 'A password reset link has been sent to your email' },
} as const satisfies Record<string, { status: number; message: string }>;

export type MemberErrorCode = keyof typeof MEMBER_ERRORS;
