import { formatMinor } from '@pf/shared';
import type { TFunction } from 'i18next';
import type { AmountCheck } from './money';

/** The line under an amount box for a refused amount; true when the amount is fine. */
export function amountMessage(
  t: TFunction,
  check: AmountCheck,
  limits: { min?: bigint | null; max?: bigint | null } = {},
): string | true {
  if (check.ok) return true;
  switch (check.reason) {
    case 'required':
      return t('wallet.amount.required');
    case 'format':
    case 'positive':
      return t('wallet.amount.format');
    case 'min':
      return t('wallet.amount.min', { min: formatMinor(limits.min ?? 0n) });
    case 'max':
      return t('wallet.amount.max', { max: formatMinor(limits.max ?? 0n) });
    case 'balance':
      return t('wallet.amount.balance');
  }
}

/** Payment passwords are six digits (the registration config's rule for the field). */
export const PAYMENT_PASSWORD = /^\d{6}$/;

/** The line under a payment password box; undefined when the password may be sent. */
export function paymentPasswordMessage(t: TFunction, password: string): string | undefined {
  if (password === '') return t('validation.required');
  return PAYMENT_PASSWORD.test(password) ? undefined : t('wallet.paymentPassword.rule');
}
