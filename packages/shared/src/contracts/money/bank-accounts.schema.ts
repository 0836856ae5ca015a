import { z } from 'zod';
import { HOLDER_NAME_MAX } from '../../banks/bank-account.ts';
import { VN_BANK_CODES } from '../../banks/vn-banks.ts';
import { int, textOrNull } from '../fields.ts';

/**
 * new: saved and never paid out to, so the first withdrawal to it is flagged for the finance
 * desk to check; verified: a withdrawal to it has been approved.
 */
export const BANK_ACCOUNT_STATUSES = ['new', 'verified'] as const;

/** A saved withdrawal bank account. The holder name is kept as banks print it (NGUYEN VAN AN). */
export const bankAccountSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  createdAt: z.string(),
});

export const bankAccountListSchema = z.object({
  list: z.array(bankAccountSchema),
  /** How many accounts a member may keep at once. */
  max: int,
  /**
   * The member's verified real name, normalised as banks print it; every account must be in this
   * name. Null until the member has given one (then no account can be added).
   */
  realName: textOrNull,
});

/**
 * A new account: a bank from the list, its number (spaces, dots and dashes allowed between digit
 * groups; the bank's own length rule is checked by the cashier) and the holder's name.
 */
export const addBankAccountSchema = z.object({
  bankCode: z.enum(VN_BANK_CODES),
  accountNumber: z
    .string()
    .trim()
    .min(1, 'Input cannot be empty')
    .max(40)
    .regex(/^[\d\s.-]+$/, 'accountNumber: digits only'),
  holderName: z
    .string()
    .trim()
    .min(1, 'Input cannot be empty')
    .max(HOLDER_NAME_MAX * 2),
});

export const bankAccountIdInput = z.string().regex(/^[1-9]\d{0,17}$/, 'bankAccountId: a saved account id');

export const bankAccountParams = z.object({ id: bankAccountIdInput });

/** The account a withdrawal pays to, as it was when the member asked (later removal keeps it). */
export const withdrawalAccountSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
});
