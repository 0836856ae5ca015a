// Plain constants, no zod: the registration form reads them wherever it loads.

/** §2 registration step 1 text fields, in the order the form shows them. */
export const REGISTER_STEP1_FIELDS = [
  'username',
  'mobileNum',
  'password',
  'confirmPassword',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'telegram',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
  'captcha',
  'birthday',
] as const;

/** Step-2 fields: a missing required one reads 'Please fill in your {field}' (§5). */
export const REGISTER_STEP2_FIELDS = [
  'placeOfBirth',
  'address',
  'permanentAddress',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;

/** Registration text fields, in the order of §2 step 1 then step 2. */
export const REGISTER_TEXT_FIELDS = [...REGISTER_STEP1_FIELDS, ...REGISTER_STEP2_FIELDS] as const;
export type RegisterTextField = (typeof REGISTER_TEXT_FIELDS)[number];
