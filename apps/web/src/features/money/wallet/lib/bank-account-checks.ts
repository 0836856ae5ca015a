import { checkAccountNumber, holderNamesMatch, type VnBank } from '@pf/shared';
import type { TFunction } from 'i18next';

export type BankAccountErrors = Partial<Record<'bank' | 'number' | 'holder', string>>;

/** "13 digits" or "9–13 digits": how many digits the bank's account numbers have. */
export function digitsHint(t: TFunction, bank: VnBank): string {
  const { minDigits: min, maxDigits: max } = bank.account;
  return min === max
    ? t('wallet.bankAccount.numberHintExact', { count: min })
    : t('wallet.bankAccount.numberHint', { min, max });
}

/**
 * The add-account form's checks, the same rules the server applies: a bank from the list, a number
 * with that bank's digits, and the member's real name as the holder (case and diacritics aside).
 */
export function bankAccountErrors(
  t: TFunction,
  input: { bank: VnBank | undefined; number: string; holder: string; realName: string },
): BankAccountErrors {
  const { bank, number, holder, realName } = input;
  let numberError: string | undefined;
  if (bank && number.trim() === '') numberError = t('validation.required');
  else if (bank && !checkAccountNumber(bank.code, number).ok) {
    const { minDigits: min, maxDigits: max } = bank.account;
    numberError =
      min === max
        ? t('wallet.bankAccount.numberRuleExact', { bank: bank.shortName, count: min })
        : t('wallet.bankAccount.numberRule', { bank: bank.shortName, min, max });
  }
  return {
    bank: bank ? undefined : t('wallet.bankAccount.bankRequired'),
    number: numberError,
    holder:
      holder.trim() === ''
        ? t('validation.required')
        : holderNamesMatch(holder, realName)
          ? undefined
          : t('wallet.bankAccount.nameMismatch', { name: realName }),
  };
}
