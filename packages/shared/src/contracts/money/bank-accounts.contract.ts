import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  addBankAccountSchema,
  bankAccountListSchema,
  bankAccountParams,
  bankAccountSchema,
} from './bank-accounts.schema.ts';
import { moneyEndpoints as e } from './money.endpoints.ts';

const tags = ['cashier'] as const;

/** The member's saved withdrawal bank accounts (docs/cashier-api.md). */
export const bankAccountContracts = {
  'money.bankAccounts': defineContract({
    ...e['money.bankAccounts'],
    summary: "The member's saved withdrawal bank accounts, the most they may keep and their real name",
    auth: 'member',
    tags,
    response: bankAccountListSchema,
    errors: [],
  }),
  'money.addBankAccount': defineContract({
    ...e['money.addBankAccount'],
    summary:
      "Saves a bank account for withdrawals: a listed bank, a number that fits the bank's rule, in the member's real name",
    auth: 'member',
    tags,
    body: addBankAccountSchema,
    response: bankAccountSchema,
    errors: [
      'BANK_ACCOUNT_NUMBER_INVALID',
      'BANK_ACCOUNT_NAME_MISMATCH',
      'REAL_NAME_REQUIRED',
      'BANK_ACCOUNT_EXISTS',
      'BANK_ACCOUNT_LIMIT',
    ],
  }),
  'money.removeBankAccount': defineContract({
    ...e['money.removeBankAccount'],
    summary: 'Removes a saved bank account; withdrawals already made to it keep it',
    auth: 'member',
    tags,
    params: bankAccountParams,
    response: z.object({ removed: z.literal(true) }),
    errors: ['BANK_ACCOUNT_NOT_FOUND'],
  }),
} as const;
