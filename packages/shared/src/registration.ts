import { z } from 'zod';
import { VERIFICATION_FIELD_MAX } from './constants.ts';
import { MEMBER_ERRORS, type MemberErrorCode } from './contracts/identity/member-errors.ts';
import { PHONE_ERRORS, type PhoneErrorCode } from './contracts/identity/phone-errors.ts';
import type { RegisterConfig, RegisterFieldConfig } from './merchant.schema.ts';
import { checkField, type FieldRule, formatMessage } from './patterns.ts';
import { phoneAccountName } from './phone-number.ts';
import { REGISTER_STEP2_FIELDS, REGISTER_TEXT_FIELDS, type RegisterTextField } from './register-fields.ts';

export * from './register-fields.ts';

const TEXTS = { ...MEMBER_ERRORS, ...PHONE_ERRORS };

/** A text field of §3 'Registration user'; numbers (occupation, sourceOfIncome) arrive as numbers. */
const field = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().max(VERIFICATION_FIELD_MAX))
  .optional();

/** English field names for messages. */
export const REGISTER_FIELD_LABELS: Record<RegisterTextField, string> = {
  username: 'username',
  mobileNum: 'mobile number',
  password: 'password',
  confirmPassword: 'confirm password',
  verificationCode: 'verification code',
  payeeName: 'real name',
  paymentPassword: 'payment password',
  qqNum: 'QQ',
  line: 'Line',
  whatsapp: 'WhatsApp',
  zalo: 'Zalo',
  facebook: 'Facebook',
  telegram: 'Telegram',
  wechat: 'WeChat',
  idNumber: 'ID number',
  email: 'email',
  affiliateCode: 'affiliate code',
  captcha: 'captcha',
  birthday: 'birthday',
  placeOfBirth: 'place of birth',
  address: 'current address',
  permanentAddress: 'permanent address',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceOfIncome: 'source of income',
};

/**
 * §3 Registration user plus the submit extras. Captcha-provider and other unknown fields are
 * dropped. `agree` is the disclaimer tick (local_agree).
 */
// The configured text fields go in as the base object rather than spread into the literal: a spread
// is a read the site's bundler must keep, and with it this schema and zod in the site's entry.
export const registerPayloadSchema = z
  .object(
    Object.fromEntries(REGISTER_TEXT_FIELDS.map((name) => [name, field])) as Record<
      RegisterTextField,
      typeof field
    >,
  )
  .extend({
    fullname: field,
    nickname: field,
    mobile: field,
    recommenderId: field,
    referralCode: field,
    countryDialingCode: z
      .string()
      .trim()
      .regex(/^\+?\d{1,4}$/, 'Invalid phone number format.')
      .transform((v) => v.replace(/^\+/, ''))
      .optional(),
    captchaId: z.string().max(64).optional(),
    domain: z.string().max(255).optional(),
    registerUrl: z.string().max(2048).optional(),
    registerMethod: z.string().max(32).optional(),
    idType: z.coerce.number().int().optional(),
    login: z.boolean().optional(),
    agree: z.boolean().optional(),
    employerName: field,
    /** Optional ID images sent with the registration; the back reuses the front (§3). */
    idCardFront: z.string().max(8_000_000).optional(),
    idCardSelfie: z.string().max(8_000_000).optional(),
  });
export type RegisterPayload = z.input<typeof registerPayloadSchema>;
export type RegisterInput = z.output<typeof registerPayloadSchema>;

export type RegisterMode = 'username' | 'mobile';

/** Rules that apply when a merchant's config leaves the field out. */
export const DEFAULT_FIELD_RULES: Partial<Record<RegisterTextField, FieldRule>> = {
  username: { pattern: 'ALNUM', min: 4, max: 16 },
  password: { pattern: 'PASSWORD_STRONG', min: 8, max: 20 },
  mobileNum: { pattern: 'DIGITS', min: 6, max: 15 },
  verificationCode: { pattern: 'DIGITS', min: 6, max: 6 },
};

/** The password rule of a merchant: its register config's, else the default. */
export function passwordRule(config: Pick<RegisterConfig, 'fields'> | undefined): FieldRule {
  const own = config?.fields.password;
  return own ? { pattern: own.pattern, min: own.min, max: own.max } : DEFAULT_PASSWORD_RULE;
}
export const DEFAULT_PASSWORD_RULE: FieldRule = { pattern: 'PASSWORD_STRONG', min: 8, max: 20 };

/**
 * §5: a username without a leading 0 gets one. It applies to phone-number usernames (all digits),
 * which is how mobile registration names accounts, by the one phone rule logins read them with
 * (phone-number.ts); a letter-led username is left as typed.
 */
export function withLeadingZero(username: string): string {
  return /^\d+$/.test(username) ? phoneAccountName(username) : username;
}

/** Whole years from a yyyy-MM-dd birthday to `today` (yyyy-MM-dd); null when not a real date. */
export function ageOn(birthday: string, today: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!b || !t) return null;
  const [by, bm, bd] = [Number(b[1]), Number(b[2]), Number(b[3])];
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  const date = new Date(Date.UTC(by, bm - 1, bd));
  if (date.getUTCFullYear() !== by || date.getUTCMonth() !== bm - 1 || date.getUTCDate() !== bd) return null;
  if (by < 1900) return null;
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

export interface RegisterIssue {
  code: MemberErrorCode | PhoneErrorCode;
  field?: RegisterTextField | 'idType' | 'agree' | 'countryDialingCode';
  message: string;
  params: Record<string, string | number>;
}

export interface RegisterRuleContext {
  config: RegisterConfig;
  mode: RegisterMode;
  minAge: number;
  /** yyyy-MM-dd of the check, from the caller's clock. */
  today: string;
  /** Mobile registration without MOBILENUMPASSREG3 creates a password-less (SMS-login) account. */
  passwordRequired: boolean;
  /** Mobile registration with USERNAMEREG3 also picks a username. */
  usernameInMobileMode: boolean;
  /** An SMS code is needed (REGMOBVERF3 / config.smsVerification with a mobile number). */
  smsRequired: boolean;
}

function issue(
  code: MemberErrorCode | PhoneErrorCode,
  field: RegisterIssue['field'],
  params: Record<string, string | number> = {},
): RegisterIssue {
  return {
    code,
    ...(field ? { field } : {}),
    message: formatMessage(TEXTS[code].message, params),
    params,
  };
}

function shown(cfg: RegisterFieldConfig | undefined): cfg is RegisterFieldConfig {
  return cfg?.show === true;
}

/**
 * The first broken rule of a registration, in the §4 order: age, ID type, fields, disclaimer.
 * (The affiliate check and the SMS code need the database; the server runs them next.)
 * Returns null when the input passes. Web and server call the same function.
 */
export function registrationIssue(input: RegisterInput, ctx: RegisterRuleContext): RegisterIssue | null {
  const { fields } = ctx.config;
  const value = (name: RegisterTextField) => input[name] ?? '';

  // 1. Age: valid, not in the future, old enough.
  const birthday = value('birthday');
  if (birthday !== '') {
    const age = ageOn(birthday, ctx.today);
    if (age === null || birthday > ctx.today) return issue('BIRTHDAY_INVALID', 'birthday');
    if (age < ctx.minAge) return issue('AGE_UNDER', 'birthday', { age: ctx.minAge });
  } else if (shown(fields.birthday) && fields.birthday.required) {
    return issue('REQUIRED', 'birthday');
  }

  // 2. ID type when the brand verifies identity at registration.
  if (ctx.config.idVerification) {
    if (input.idType === undefined) return issue('ID_TYPE_REQUIRED', 'idType');
    if (!Number.isInteger(input.idType) || input.idType < 1 || input.idType > 12) {
      return issue('ID_TYPE_REQUIRED', 'idType');
    }
  }

  // 3. Account fields.
  if (ctx.mode === 'mobile') {
    const mobile = value('mobileNum');
    if (mobile === '') return issue('MOBILE_INVALID', 'mobileNum');
    const rule = fields.mobileNum ?? DEFAULT_FIELD_RULES.mobileNum;
    if (rule && !checkField(rule, mobile).ok) return issue('MOBILE_INVALID', 'mobileNum');
    if (!input.countryDialingCode) return issue('PHONE_FORMAT_INVALID', 'countryDialingCode');
  }
  if (ctx.mode === 'username' || ctx.usernameInMobileMode) {
    const username = value('username');
    if (username === '') return issue('REQUIRED', 'username');
    const rule = fields.username ?? DEFAULT_FIELD_RULES.username;
    const check = rule ? checkField(rule, username) : { ok: true as const };
    if (!check.ok) return issue('FIELD_PATTERN', 'username', { field: 'username', rule: check.message });
  }
  const pwd = value('password');
  if (ctx.passwordRequired || pwd !== '') {
    const rule = passwordRule(ctx.config);
    if (pwd === '') return issue('REQUIRED', 'password');
    const check = checkField(rule, pwd);
    if (!check.ok) {
      return check.reason === 'length'
        ? issue('PASSWORD_LENGTH', 'password', { min: rule.min, max: rule.max })
        : issue('FIELD_PATTERN', 'password', { field: 'password', rule: check.message });
    }
    if (value('confirmPassword') === '') return issue('REQUIRED', 'confirmPassword');
    if (value('confirmPassword') !== pwd) return issue('CONFIRM_MISMATCH', 'confirmPassword');
  }
  if (ctx.smsRequired) {
    const code = value('verificationCode');
    if (code === '') return issue('auth/missing-verification-code', 'verificationCode');
    if (!/^\d{6}$/.test(code)) return issue('VERIFICATION_CODE_FORMAT', 'verificationCode');
  }

  // Other configured fields: required when the config says so, pattern and bounds when given.
  const handled = new Set<string>([
    'username',
    'password',
    'confirmPassword',
    'birthday',
    'verificationCode',
  ]);
  if (ctx.mode === 'mobile') handled.add('mobileNum');
  for (const name of REGISTER_TEXT_FIELDS) {
    const cfg = fields[name];
    if (handled.has(name) || !shown(cfg) || name === 'captcha') continue;
    const v = value(name);
    if (v === '') {
      if (!cfg.required) continue;
      return (REGISTER_STEP2_FIELDS as readonly RegisterTextField[]).includes(name)
        ? issue('FILL_IN', name, { field: REGISTER_FIELD_LABELS[name] })
        : issue('REQUIRED', name);
    }
    const check = checkField(cfg, v);
    if (!check.ok) {
      if (name === 'payeeName') return issue('REAL_NAME_INVALID', name);
      if (name === 'mobileNum') return issue('MOBILE_INVALID', name);
      if (name === 'affiliateCode') return issue('INVITATION_CODE_INVALID', name);
      return issue('FIELD_PATTERN', name, { field: REGISTER_FIELD_LABELS[name], rule: check.message });
    }
  }
  if (value('mobileNum') !== '' && !input.countryDialingCode) {
    return issue('PHONE_FORMAT_INVALID', 'countryDialingCode');
  }

  // 4. Disclaimer.
  if (input.agree !== true) return issue('DISCLAIMER_REQUIRED', 'agree');
  return null;
}
