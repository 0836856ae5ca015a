import { bankByCode } from './vn-banks.ts';

/** How many bank accounts a member may keep for withdrawals at once. */
export const MAX_BANK_ACCOUNTS = 5;

/** Longest account holder name accepted (Vietnamese bank records hold far less). */
export const HOLDER_NAME_MAX = 60;

/** What people type between digit groups ("0071 0001 2345", "0071-000-12345"). */
const SEPARATORS = /[\s.-]/g;

/** An account number as typed, without the spaces, dots and dashes people group digits with. */
export const normaliseAccountNumber = (typed: string): string => typed.replace(SEPARATORS, '');

export type AccountNumberCheck =
  | { ok: true; accountNumber: string }
  | { ok: false; reason: 'unknown_bank' }
  | { ok: false; reason: 'digits' | 'length'; minDigits: number; maxDigits: number };

/** Checks a typed account number against its bank's rule: digits only, within the bank's lengths. */
export function checkAccountNumber(bankCode: string, typed: string): AccountNumberCheck {
  const bank = bankByCode(bankCode);
  if (!bank) return { ok: false, reason: 'unknown_bank' };
  const accountNumber = normaliseAccountNumber(typed);
  const { minDigits, maxDigits } = bank.account;
  if (!/^\d+$/.test(accountNumber)) return { ok: false, reason: 'digits', minDigits, maxDigits };
  if (accountNumber.length < minDigits || accountNumber.length > maxDigits) {
    return { ok: false, reason: 'length', minDigits, maxDigits };
  }
  return { ok: true, accountNumber };
}

/**
 * A person's name the way Vietnamese banks print it: capitals without diacritics, single spaces
 * ("Nguyễn  Văn Ân" → "NGUYEN VAN AN"). Đ has no decomposition, so it is mapped by hand.
 */
export function normaliseHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters and single spaces once normalised: no digits or signs in a holder's name. */
export const isHolderName = (name: string): boolean => {
  const n = normaliseHolderName(name);
  return n.length >= 2 && n.length <= HOLDER_NAME_MAX && /^\p{L}+( \p{L}+)*$/u.test(n);
};

/** True when two names are the same person's name, ignoring case, diacritics and spacing. */
export const holderNamesMatch = (a: string, b: string): boolean => {
  const left = normaliseHolderName(a);
  return left.length > 0 && left === normaliseHolderName(b);
};

/** The last four digits with the rest hidden, for lists and receipts ("•••• 6789"). */
export const maskAccountNumber = (accountNumber: string): string =>
  accountNumber.length <= 4 ? accountNumber : `•••• ${accountNumber.slice(-4)}`;
