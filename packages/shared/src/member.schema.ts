import { z } from 'zod';
import { VERIFICATION_FIELD_MAX } from './constants.ts';
import { KYC_STATUSES } from './kyc-constants.ts';
import { SITE_LANGUAGES } from './languages.ts';
import { isPhoneNumber } from './phone-number.ts';

/**
 * §3 Login payload. Username mode: username + password. SMS mode: `username` carries the mobile
 * number, `password` the SMS code, plus countryDialingCode. `captcha` (+ the `captchaId` that
 * GET /wps/captcha answered) is needed after a failed login said so.
 */
export const loginPayloadSchema = z.object({
  username: z.string().trim().min(1, 'Input cannot be empty').max(64),
  password: z.string().min(1, 'Input cannot be empty').max(128),
  type: z.enum(['username', 'sms']).default('username'),
  countryDialingCode: z.string().trim().max(6).optional(),
  captcha: z.string().trim().max(16).optional(),
  captchaId: z.string().max(64).optional(),
  merchantCode: z.string().max(64).optional(),
  /** §9 Remember me: the session lasts REMEMBER_ME_MS instead of SESSION_TTL_MS. */
  rememberMe: z.boolean().optional(),
  /**
   * The random id the site keeps on the device: the finance desk's risk flags name other accounts
   * signed in from the same device (docs/withdrawal-risk.md).
   */
  deviceId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'deviceId: 8-128 of A-Z a-z 0-9 _ -')
    .optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** §3 Login user info, as the server answers a login (and a registration or phone reset). */
export const loginResultSchema = z.object({
  token: z.string(),
  userName: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** When the session ends by itself (ISO 8601); a remembered login is kept on the device until then. */
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** §3 Member info. */
export const memberInfoSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  account: z.string(),
  /** §6 agent type: 0 member, 1/2/41/42 agents, 4 demo. */
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({
    labelName: z.string(),
    color: z.string(),
    color2: z.string(),
    rankLevel: z.number().int(),
  }),
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
  /** The site language the member last chose (§4 Language change); null until they choose one. */
  language: z.enum(SITE_LANGUAGES).nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** §4 Language change: the language the member switched the site to. */
export const setLanguageSchema = z.object({ language: z.enum(SITE_LANGUAGES) });

/** Country dialing code without the plus: '84', '63', '1'. A leading '+' is accepted and dropped. */
export const dialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'Invalid phone number format.')
  .transform((v) => v.replace(/^\+/, ''));

/** National mobile number: 6 to 15 digits, separators allowed (the one phone rule, phone-number.ts). */
export const mobileNumberSchema = z
  .string()
  .trim()
  .refine(isPhoneNumber, 'Please enter a valid mobile number');

/**
 * SMS request (§3 'SMS request' and §7 sendRegPhoneCode). The spec names the number mobileNum in
 * one place and mobileNo in another; both are accepted.
 */
export const smsRequestSchema = z
  .object({
    countryDialingCode: dialingCodeSchema,
    mobileNo: mobileNumberSchema.optional(),
    mobileNum: mobileNumberSchema.optional(),
    captcha: z.string().max(16).optional(),
    captchaId: z.string().max(64).optional(),
  })
  .refine((v) => v.mobileNo !== undefined || v.mobileNum !== undefined, {
    message: 'Please enter a valid phone number.',
    path: ['mobileNo'],
  });
export type SmsRequest = z.infer<typeof smsRequestSchema>;

export const smsResultSchema = z.object({ expiredMinutes: z.number().int().positive() });

const password = z.string().min(1, 'Input cannot be empty').max(128);

/** §3 Change password. The rule itself (pattern and bounds) is the merchant's password rule. */
export const changePasswordSchema = z.object({
  oldPassword: password,
  newPassword: password,
  confirmNewPassword: password,
});
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/** §3 Forgot by email. */
export const forgotByEmailSchema = z.object({
  username: z.string().trim().min(1, 'Input cannot be empty').max(64),
  email: z.string().trim().min(3).max(100).email('Please enter a valid email address'),
});

/** The link in the reset mail carries this token; the member picks the new password with it. */
export const resetByTokenSchema = z.object({
  token: z.string().min(16).max(128),
  newPassword: password,
  confirmNewPassword: password,
});

/** §3 Forgot by phone; success logs the member in (§4). */
export const resetByPhoneSchema = z.object({
  newPassword: password,
  mobileNum: mobileNumberSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: z.string().trim().min(1, 'Verification code is missing').max(VERIFICATION_FIELD_MAX),
});

export const idTypeSchema = z.coerce
  .number()
  .int()
  .refine((n) => n >= 1 && n <= 12, 'Please fill in your Valid ID Type');

/** An image as a data URL; its real type is decided by its bytes, not by the declared one. */
export const dataUrlSchema = z
  .string()
  .max(8_000_000)
  .regex(/^data:[\w.+/-]*(;[\w=.+-]+)*;base64,[A-Za-z0-9+/=\s]+$/, 'Please upload an image');

/** §3 ID upload payload. */
export const idUploadSchema = z.object({
  idCardFront: dataUrlSchema,
  idCardBack: dataUrlSchema.optional(),
  idCardSelfie: dataUrlSchema,
  moduleId: z.string().max(64).optional(),
});
export type IdUploadPayload = z.infer<typeof idUploadSchema>;

const text = (max: number) => z.string().trim().min(1, 'Input cannot be empty').max(max);

/** §3 KYC personal info. */
export const kycPersonalInfoSchema = z.object({
  idType: idTypeSchema,
  payeename: text(50),
  birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as yyyy-MM-dd'),
  address: text(200),
  permanentAddress: z.string().trim().max(200).optional(),
  placeOfBirth: text(100),
  nationality: text(3),
  sourceOfIncome: z.coerce.number().int().min(1).max(99),
  occupation: z.coerce.number().int().min(1).max(99),
  employerName: z.string().trim().max(100).optional(),
});
export type KycPersonalInfo = z.infer<typeof kycPersonalInfoSchema>;

/** §3 Security config. */
export const securityConfigSchema = z.object({
  info: z.object({
    idVerification: z.object({
      enabled: z.boolean(),
      isComplete: z.boolean(),
      status: z.enum(KYC_STATUSES),
    }),
  }),
});
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

/** Built-in avatars a member can pick (ids 1..AVATAR_COUNT). */
export const AVATAR_COUNT = 12;
export const avatarSchema = z.object({ id: z.number().int(), url: z.string() });
export const setAvatarSchema = z.object({ avatarId: z.coerce.number().int().min(1).max(999) });

export { STAFF_ROLES, type StaffRole } from './contracts/staff-permissions.ts';

export const staffLoginSchema = z.object({
  username: z.string().trim().min(1, 'Input cannot be empty').max(64),
  password: z.string().min(1, 'Input cannot be empty').max(128),
});
