import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '@/lib/alert-store';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useRequestId } from '../api/request-id';
import { requestWithdrawal } from '../api/withdraw';
import { amountMessage, paymentPasswordMessage } from '../lib/amount-message';
import { checkAmount, toApiAmount } from '../lib/money';
import { walletErrorText } from '../lib/wallet-errors';

/** The server's warning that this withdrawal would forfeit an active bonus, with its amount. */
function forfeitWarning(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'BONUS_FORFEIT_REQUIRED') return null;
  const value = error.value as { activeBonus?: unknown } | null;
  return typeof value?.activeBonus === 'string' ? value.activeBonus : '0';
}

type Errors = Partial<Record<'amount' | 'account' | 'paymentPassword', string>>;

interface WithdrawInput {
  /** The cash that can leave, minor units. */
  available: bigint | null;
  bounds: { min: bigint | null; max: bigint | null };
  fields: { amount: string; bankAccountId: string | null; paymentPassword: string };
  /** The request went through: the form empties. */
  onSent: () => void;
  /** The server refused it: the payment password is typed again. */
  onRefused: () => void;
}

/**
 * Sending a withdrawal: the fields are checked first (errors under them), the request is sent
 * once, and the server's warning that an active bonus would be forfeited asks the member first.
 */
export function useWithdrawSubmit({ available, bounds, fields, onSent, onRefused }: WithdrawInput) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [forfeit, setForfeit] = useState<string | null>(null);
  const { amount, bankAccountId, paymentPassword } = fields;

  const submit = async (forfeitBonus = false) => {
    const check = checkAmount(amount, { ...bounds, balance: available });
    const amountError = amountMessage(t, check, bounds);
    const next: Errors = {
      amount: amountError === true ? undefined : amountError,
      account: bankAccountId === null ? t('wallet.bankAccount.required') : undefined,
      paymentPassword: paymentPasswordMessage(t, paymentPassword),
    };
    setErrors(next);
    if (!check.ok || bankAccountId === null || next.paymentPassword) return;
    setBusy(true);
    try {
      const body = { amount: toApiAmount(check.minor), bankAccountId };
      const made = await requestWithdrawal({
        ...body,
        paymentPassword,
        requestId: requestId.idFor(JSON.stringify(body)),
        ...(forfeitBonus ? { forfeitBonus } : {}),
      });
      requestId.settle();
      setForfeit(null);
      onSent();
      await refreshBalance(queryClient);
      await showAlert({
        tone: 'success',
        message: made.newAccount ? t('wallet.withdraw.submittedNewAccount') : t('wallet.withdraw.submitted'),
      });
    } catch (error) {
      requestId.settle(error);
      const warning = forfeitWarning(error);
      // The warning changed nothing: the same request goes again once the member agrees.
      if (warning !== null && !forfeitBonus) {
        setForfeit(warning);
        return;
      }
      setForfeit(null);
      onRefused();
      void showAlert({ message: walletErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return { submit, errors, busy, forfeit, setForfeit };
}
