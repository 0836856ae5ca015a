import { describe, expect, it } from 'vitest';
import { minimumAge } from './merchant.age.ts';
import type { RegisterConfig } from './merchant.schema.ts';
import {
  ageOn,
  type RegisterRuleContext,
  registerPayloadSchema,
  registrationIssue,
  withLeadingZero,
} from './registration.ts';

const config: RegisterConfig = {
  smsVerification: false,
  captcha: false,
  idVerification: true,
  fields: {
    username: { show: true, required: true, pattern: 'LETTER_START_ALNUM', min: 5, max: 16, step: 1 },
    password: { show: true, required: true, pattern: 'PASSWORD_STRONG', min: 8, max: 20, step: 1 },
    email: { show: true, required: false, pattern: 'EMAIL', min: 5, max: 100, step: 1 },
    payeeName: { show: true, required: false, pattern: 'FULL_NAME', min: 3, max: 50, step: 1 },
    qqNum: { show: false, required: true, pattern: 'DIGITS', min: 5, max: 12, step: 1 },
    address: { show: true, required: true, pattern: '*', min: 5, max: 200, step: 2 },
  },
};
const ctx: RegisterRuleContext = {
  config,
  mode: 'username',
  minAge: 21,
  today: '2026-03-01',
  passwordRequired: true,
  usernameInMobileMode: false,
  smsRequired: false,
};
const input = registerPayloadSchema.parse({
  username: 'player01',
  password: 'Play@1234',
  confirmPassword: 'Play@1234',
  birthday: '2005-03-01',
  idType: 1,
  address: '1 Main Street',
  agree: true,
});

describe('registration rules', () => {
  it('passes a complete form and ignores hidden fields', () => {
    expect(registrationIssue(input, ctx)).toBeNull();
  });

  it('counts age in whole years up to the day', () => {
    expect(ageOn('2005-03-01', '2026-03-01')).toBe(21);
    expect(ageOn('2005-03-02', '2026-03-01')).toBe(20);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2001-02-29', '2026-03-01')).toBeNull();
    // The brand's variant alone decides the age.
    expect(minimumAge(false)).toBe(18);
    expect(minimumAge(undefined)).toBe(18);
    expect(minimumAge(true)).toBe(21);
  });

  it('reports the first broken rule in the §4 order: age before ID before fields before disclaimer', () => {
    const broken = { ...input, birthday: '2006-03-02', idType: undefined, username: '1x', agree: false };
    expect(registrationIssue(broken, ctx)).toMatchObject({
      code: 'AGE_UNDER',
      field: 'birthday',
      params: { age: 21 },
    });
    expect(registrationIssue({ ...broken, birthday: input.birthday }, ctx)?.code).toBe('ID_TYPE_REQUIRED');
    expect(registrationIssue({ ...broken, birthday: input.birthday, idType: 3 }, ctx)?.code).toBe(
      'FIELD_PATTERN',
    );
    expect(registrationIssue({ ...input, agree: false }, ctx)?.code).toBe('DISCLAIMER_REQUIRED');
  });

  it('names step-2 fields in its message and maps named rules', () => {
    expect(registrationIssue({ ...input, address: '' }, ctx)).toMatchObject({
      code: 'FILL_IN',
      message: 'Please fill in your current address',
    });
    expect(registrationIssue({ ...input, payeeName: 'Single' }, ctx)?.code).toBe('REAL_NAME_INVALID');
    expect(registrationIssue({ ...input, email: 'bad@' }, ctx)?.code).toBe('FIELD_PATTERN');
  });

  it('asks mobile registration for a number, a dialing code and (when on) the SMS code', () => {
    const mobile = { ...ctx, mode: 'mobile' as const, smsRequired: true };
    const base = { ...input, username: undefined };
    expect(registrationIssue(base, mobile)?.code).toBe('MOBILE_INVALID');
    expect(registrationIssue({ ...base, mobileNum: '912345678' }, mobile)?.code).toBe('PHONE_FORMAT_INVALID');
    const withDial = { ...base, mobileNum: '912345678', countryDialingCode: '84' };
    expect(registrationIssue(withDial, mobile)?.code).toBe('auth/missing-verification-code');
    expect(registrationIssue({ ...withDial, verificationCode: '12ab56' }, mobile)?.code).toBe(
      'VERIFICATION_CODE_FORMAT',
    );
    expect(registrationIssue({ ...withDial, verificationCode: '123456' }, mobile)).toBeNull();
  });

  it('puts a 0 before digit-only usernames', () => {
    expect(withLeadingZero('912345678')).toBe('0912345678');
    expect(withLeadingZero('0912345678')).toBe('0912345678');
    expect(withLeadingZero('player01')).toBe('player01');
  });

  it('turns numeric fields into text and drops unknown fields', () => {
    const parsed = registerPayloadSchema.parse({ occupation: 3, geetest: 'x' });
    expect(parsed).toEqual({ occupation: '3' });
    expect(registerPayloadSchema.safeParse({ username: { a: 1 } }).success).toBe(false);
  });
});
