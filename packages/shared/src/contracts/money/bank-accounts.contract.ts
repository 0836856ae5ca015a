import { z } from 'zod';
import { contractsOf, memberCall } from '../calls.ts';
import {
  addBankAccountSchema,
  bankAccountListSchema,
  bankAccountParams,
  bankAccountSchema,
} from './bank-accounts.schema.ts';
import { moneyEndpoints as e } from './money.endpoints.ts';

const callTags = { member: ['cashier'] } as const;

/** The member's saved withdrawal bank accounts (docs/cashier-api.md). */
export const bankAccountContracts = contractsOf(e, callTags, {
  'money.bankAccounts': memberCall(
    "The member's saved withdrawal bank accounts, the most they may keep and their real name",
    { response: bankAccountListSchema },
  ),
  'money.addBankAccount': memberCall(
    "Saves a bank account for withdrawals: a listed bank, a number that fits the bank's rule, in the member's real name",
    {
      body: addBankAccountSchema,
      response: bankAccountSchema,
      errors: [
        'BANK_ACCOUNT_NUMBER_INVALID',
        'BANK_ACCOUNT_NAME_MISMATCH',
        'REAL_NAME_REQUIRED',
        'BANK_ACCOUNT_EXISTS',
        'BANK_ACCOUNT_LIMIT',
      ],
    },
  ),
  'money.removeBankAccount': memberCall(
    'Removes a saved bank account; withdrawals already made to it keep it',
    {
      params: bankAccountParams,
      response: z.object({ removed: z.literal(true) }),
      errors: ['BANK_ACCOUNT_NOT_FOUND'],
    },
  ),
});
