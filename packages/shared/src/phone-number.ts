/**
 * One reading of a typed phone number for every form that takes one (username login, SMS login,
 * registration, phone reset, the SMS sends): spaces, dots, dashes and brackets are only for
 * reading, and the national trunk 0 is optional. A member who writes '912 345 678', '0912345678'
 * or '0912-345-678' means the same number everywhere.
 */
const SEPARATORS = /[\s().-]/g;

/** The digits of a typed number, separators dropped ('0912 345 678' -> '0912345678'). */
export function phoneDigits(typed: string): string {
  return typed.trim().replace(SEPARATORS, '');
}

/** A national mobile number as typed: 6 to 15 digits once the separators are dropped. */
export function isPhoneNumber(typed: string): boolean {
  return /^\d{6,15}$/.test(phoneDigits(typed));
}

/** The number without its trunk 0, as stored beside the dialing code ('0912 345 678' -> '912345678'). */
export function nationalNumber(typed: string): string {
  return phoneDigits(typed).replace(/\D/g, '').replace(/^0+/, '');
}

/** Dialing code and number as one string of digits, the trunk 0 not dialled ('84', '0912…' -> '84912…'). */
export function internationalNumber(dialingCode: string, typed: string): string {
  return `${dialingCode.replace(/\D/g, '')}${nationalNumber(typed)}`;
}

/**
 * An account named by a phone number carries exactly one leading 0 (§5: a username without a
 * leading 0 gets one). Anything that is not a phone number is returned as typed, trimmed.
 */
export function phoneAccountName(typed: string): string {
  const digits = phoneDigits(typed);
  return /^\d+$/.test(digits) ? `0${nationalNumber(digits)}` : typed.trim();
}
