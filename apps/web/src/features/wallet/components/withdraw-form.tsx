import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useBrandMoney } from '@/features/system';
import { showAlert } from '@/lib/alert-store';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useRequestId } from '../api/request-id';
import { requestWithdrawal, type WithdrawLimits } from '../api/withdraw';
import { amountMessage, paymentPasswordMessage } from '../lib/amount-message';
import { checkAmount, displayAmount, toApiAmount, toMinor } from '../lib/money';
import { walletErrorText } from '../lib/wallet-errors';
import { AmountPasswordFields } from './amount-password-fields';
import { BankAccountPicker } from './bank-account-picker';
import { BonusForfeitDialog } from './bonus-forfeit-dialog';
import { QuickAmounts } from './quick-amounts';

/** The server's warning that this withdrawal would forfeit an active bonus, with its amount. */
function forfeitWarning(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'BONUS_FORFEIT_REQUIRED') return null;
  const value = error.value as { activeBonus?: unknown } | null;
  return typeof value?.activeBonus === 'string' ? value.activeBonus : '0';
}

type Errors = Partial<Record<'amount' | 'account' | 'paymentPassword', string>>;

/**
 * The withdrawal request: an amount within the limits and the cash that can leave, the saved bank
 * account it goes to, and the payment password.
 */
export function WithdrawForm({ limits, currency }: { limits: WithdrawLimits; currency?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  const available = toMinor(limits.available);
  const bounds = { min: toMinor(limits.minAmount), max: toMinor(limits.maxAmount) };
  // A pick above the cash that can leave would only be refused.
  const ceiling =
    available !== null && (bounds.max === null || available < bounds.max) ? available : bounds.max;
  const { quickPicks } = useBrandMoney().withdraw;
  const [amount, setAmount] = useState('');
  const [bankAccountId, setBankAccountId] = useState<string | null>(null);
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const [forfeit, setForfeit] = useState<string | null>(null);

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
      setAmount('');
      setPaymentPassword('');
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
      setPaymentPassword('');
      void showAlert({ message: walletErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="withdraw-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <AmountPasswordFields
        testIdPrefix="withdraw"
        currency={currency}
        amount={amount}
        onAmountChange={setAmount}
        amountError={errors.amount}
        amountHint={t('wallet.withdraw.range', {
          min: displayAmount(limits.minAmount),
          max: displayAmount(limits.available),
        })}
        quickPicks={<QuickAmounts amounts={quickPicks} min={bounds.min} max={ceiling} onPick={setAmount} />}
        amountAction={
          <Button
            variant="secondary"
            className="h-11"
            disabled={available === null || available <= 0n}
            onClick={() => available !== null && setAmount(toApiAmount(available))}
          >
            {t('wallet.amount.all')}
          </Button>
        }
        password={paymentPassword}
        onPasswordChange={setPaymentPassword}
        passwordError={errors.paymentPassword}
      >
        <BankAccountPicker value={bankAccountId} onChange={setBankAccountId} error={errors.account} />
      </AmountPasswordFields>
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="withdraw-submit">
        {busy ? <Spinner className="size-4" /> : <Icon name="withdraw" className="size-4" />}
        {t('wallet.withdraw.submit')}
      </Button>
      <BonusForfeitDialog
        activeBonus={forfeit}
        busy={busy}
        onConfirm={() => void submit(true)}
        onClose={() => setForfeit(null)}
      />
    </form>
  );
}
