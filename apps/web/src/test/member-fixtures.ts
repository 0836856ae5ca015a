import type { LoginResult, MemberInfo, RegisterConfig } from '@pf/shared';
import { screen, within } from '@testing-library/react';

export const MEMBER: MemberInfo = {
  id: '101',
  nickname: 'Lucky Dragon',
  account: 'demo01',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Silver', color: '#cbd5e1', color2: '#64748b', rankLevel: 3 },
  memberLabel: [{ labelName: 'New', color: '#22c55e' }],
  language: null,
};

export const LOGIN_OK: LoginResult = {
  token: 'tok-1',
  userName: 'demo01',
  firstTimeLogin: false,
  passwordExpired: false,
  expiresAt: '2026-03-02T08:00:00.000Z',
};

/** A register config with KYC at registration and two step-2 fields. */
export const KYC_REGISTER: RegisterConfig = {
  smsVerification: false,
  captcha: false,
  idVerification: true,
  fields: {
    username: { show: true, required: true, pattern: 'LETTER_START_ALNUM', min: 5, max: 16, step: 1 },
    password: { show: true, required: true, pattern: 'PASSWORD_STRONG', min: 8, max: 20, step: 1 },
    confirmPassword: { show: true, required: true, pattern: '*', min: 8, max: 20, step: 1 },
    email: { show: true, required: false, pattern: 'EMAIL', min: 5, max: 100, step: 1 },
    affiliateCode: { show: true, required: false, pattern: 'ALNUM', min: 4, max: 20, step: 1 },
    birthday: { show: true, required: true, pattern: 'DATE_YMD', min: 10, max: 10, step: 1 },
    placeOfBirth: { show: true, required: true, pattern: '*', min: 2, max: 100, step: 2 },
    occupation: { show: true, required: true, pattern: 'DIGITS', min: 1, max: 2, step: 2 },
  },
};

/** The message of the alert dialog on screen. */
export async function alertText(): Promise<string> {
  const dialog = await screen.findByTestId('alert-dialog');
  return within(dialog).getByTestId('alert-message').textContent ?? '';
}

/** A small valid PNG (1x1) as a File. */
export const pngFile = (name = 'id.png', size?: number) => {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
    (c) => c.charCodeAt(0),
  );
  const file = new File([bytes], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
