import type { RegisterConfig } from '@pf/shared';

/** The demo merchant's registration form: which fields show, which are required, their rules. */
export const demoRegisterConfig: RegisterConfig = {
  smsVerification: false,
  captcha: false,
  idVerification: true,
  fields: {
    username: { show: true, required: true, pattern: 'LETTER_START_ALNUM', min: 5, max: 16, step: 1 },
    password: { show: true, required: true, pattern: 'PASSWORD_STRONG', min: 8, max: 20, step: 1 },
    confirmPassword: { show: true, required: true, pattern: '*', min: 8, max: 20, step: 1 },
    mobileNum: { show: true, required: false, pattern: 'DIGITS', min: 8, max: 12, step: 1 },
    payeeName: { show: true, required: false, pattern: 'FULL_NAME', min: 3, max: 50, step: 1 },
    paymentPassword: { show: false, required: false, pattern: 'DIGITS', min: 6, max: 6, step: 1 },
    email: { show: true, required: false, pattern: 'EMAIL', min: 5, max: 100, step: 1 },
    qqNum: { show: false, required: false, pattern: 'DIGITS', min: 5, max: 12, step: 1 },
    line: { show: false, required: false, pattern: 'NO_SPACE', min: 3, max: 50, step: 1 },
    whatsapp: { show: false, required: false, pattern: 'DIGITS', min: 6, max: 15, step: 1 },
    zalo: { show: false, required: false, pattern: 'NO_SPACE', min: 3, max: 50, step: 1 },
    facebook: { show: false, required: false, pattern: 'NO_SPACE', min: 3, max: 50, step: 1 },
    wechat: { show: false, required: false, pattern: 'NO_SPACE', min: 3, max: 50, step: 1 },
    idNumber: { show: false, required: false, pattern: 'ALNUM', min: 5, max: 30, step: 1 },
    affiliateCode: { show: true, required: false, pattern: 'ALNUM', min: 4, max: 20, step: 1 },
    birthday: { show: true, required: true, pattern: 'DATE_YMD', min: 10, max: 10, step: 1 },
    placeOfBirth: { show: true, required: true, pattern: '*', min: 2, max: 100, step: 2 },
    address: { show: true, required: true, pattern: '*', min: 5, max: 200, step: 2 },
    permanentAddress: { show: true, required: false, pattern: '*', min: 5, max: 200, step: 2 },
    nationality: { show: true, required: true, pattern: '*', min: 2, max: 3, step: 2 },
    occupation: { show: true, required: true, pattern: 'DIGITS', min: 1, max: 2, step: 2 },
    sourceOfIncome: { show: true, required: true, pattern: 'DIGITS', min: 1, max: 1, step: 2 },
  },
};
