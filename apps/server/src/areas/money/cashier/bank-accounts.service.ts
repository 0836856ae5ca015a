import {
  bankByCode,
  checkAccountNumber,
  holderNamesMatch,
  isHolderName,
  MAX_BANK_ACCOUNTS,
  normaliseHolderName,
} from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { type BankAccountRow, bankAccountsRepository } from './bank-accounts.repository.ts';
import { cashierError } from './cashier.errors.ts';
import type { Owner } from './wallets.service.ts';

export function bankAccountView(a: BankAccountRow) {
  return {
    id: a.id.toString(),
    bankCode: a.bank_code,
    bankName: bankByCode(a.bank_code)?.shortName ?? a.bank_code,
    accountNumber: a.account_number,
    holderName: a.holder_name,
    status: a.status,
    createdAt: a.created_at.toISOString(),
  };
}

/**
 * Saved withdrawal bank accounts: a bank from the list, a number that fits the bank's rule, in the
 * member's real name (compared as banks print names: no case, diacritics or extra spaces), at most
 * MAX_BANK_ACCOUNTS live at once.
 */
export function bankAccountsService(deps: { db: Db; now: () => Date; max?: number }) {
  const repo = bankAccountsRepository(deps.db);
  const max = deps.max ?? MAX_BANK_ACCOUNTS;

  async function realName(memberId: bigint): Promise<string | null> {
    const name = await repo.realName(memberId);
    return name && isHolderName(name) ? normaliseHolderName(name) : null;
  }

  return {
    async list(o: Owner) {
      const [rows, name] = await Promise.all([repo.live(o.memberId), realName(o.memberId)]);
      return { list: rows.map(bankAccountView), max, realName: name };
    },

    async add(o: Owner, input: { bankCode: string; accountNumber: string; holderName: string }) {
      const bank = bankByCode(input.bankCode);
      const number = checkAccountNumber(input.bankCode, input.accountNumber);
      if (!bank || !number.ok) {
        const rule = bank?.account ?? { minDigits: 0, maxDigits: 0 };
        const name = bank?.shortName ?? input.bankCode;
        const digits =
          rule.minDigits === rule.maxDigits
            ? `exactly ${rule.minDigits}`
            : `${rule.minDigits} to ${rule.maxDigits}`;
        throw cashierError(
          'BANK_ACCOUNT_NUMBER_INVALID',
          { bank: name, ...rule },
          `The account number must be ${digits} digits for ${name}`,
        );
      }
      const name = await realName(o.memberId);
      if (!name) throw cashierError('REAL_NAME_REQUIRED');
      if (!holderNamesMatch(input.holderName, name)) throw cashierError('BANK_ACCOUNT_NAME_MISMATCH');
      const outcome = await repo.add(
        {
          merchantId: o.merchantId,
          memberId: o.memberId,
          bankCode: bank.code,
          accountNumber: number.accountNumber,
          holderName: name,
        },
        max,
      );
      if ('refused' in outcome) {
        if (outcome.refused === 'exists') throw cashierError('BANK_ACCOUNT_EXISTS');
        throw cashierError('BANK_ACCOUNT_LIMIT', { max }, `You can save at most ${max} bank accounts`);
      }
      return bankAccountView(outcome.added);
    },

    async remove(o: Owner, id: bigint) {
      if (!(await repo.remove(o.memberId, id, deps.now()))) throw cashierError('BANK_ACCOUNT_NOT_FOUND');
      return { removed: true as const };
    },

    /** The live account a withdrawal pays to; refused when it is not the member's or was removed. */
    async forWithdrawal(memberId: bigint, id: bigint): Promise<BankAccountRow> {
      const account = await repo.liveById(memberId, id);
      if (!account) throw cashierError('BANK_ACCOUNT_NOT_FOUND');
      return account;
    },
  };
}

export type BankAccountsService = ReturnType<typeof bankAccountsService>;
