import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, inputClass, PasswordInput } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { showAlert } from '@/lib/alert-store';
import { refreshWallet } from '../api/keys';
import { useRequestId } from '../api/request-id';
import { requestWithdrawal, type WithdrawLimits } from '../api/withdraw';
import { amountMessage, PAYMENT_PASSWORD } from '../lib/amount-message';
import { checkAmount, displayAmount, toApiAmount, toMinor } from '../lib/money';
import { walletErrorText } from '../lib/wallet-errors';
import { AmountInput } from './amount-input';

type Errors = Partial<Record<'amount' | 'receivingAddress' | 'paymentPassword', string>>;

/**
 * The withdrawal request: an amount within the limits and the cash that can leave, where to pay
 * it, and the payment password.
 */
export function WithdrawForm({ limits, currency }: { limits: WithdrawLimits; currency?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  const available = toMinor(limits.available);
  const bounds = { min: toMinor(limits.minAmount), max: toMinor(limits.maxAmount) };
  const [amount, setAmount] = useState('');
  const [receivingAddress, setReceivingAddress] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const check = checkAmount(amount, { ...bounds, balance: available });
    const amountError = amountMessage(t, check, bounds);
    const next: Errors = {
      amount: amountError === true ? undefined : amountError,
      receivingAddress: receivingAddress.trim() === '' ? t('validation.required') : undefined,
      paymentPassword:
        paymentPassword === ''
          ? t('validation.required')
          : PAYMENT_PASSWORD.test(paymentPassword)
            ? undefined
            : t('wallet.paymentPassword.rule'),
    };
    setErrors(next);
    if (!check.ok || next.receivingAddress || next.paymentPassword) return;
    setBusy(true);
    try {
      const body = { amount: toApiAmount(check.minor), receivingAddress: receivingAddress.trim() };
      await requestWithdrawal({ ...body, paymentPassword, requestId: requestId.idFor(JSON.stringify(body)) });
      requestId.settle();
      setAmount('');
      setPaymentPassword('');
      await refreshWallet(queryClient);
      await showAlert({ tone: 'success', message: t('wallet.withdraw.submitted') });
    } catch (error) {
      requestId.settle(error);
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
      <Field
        label={t('wallet.amount.label')}
        required
        error={errors.amount}
        hint={t('wallet.withdraw.range', {
          min: displayAmount(limits.minAmount),
          max: displayAmount(limits.available),
        })}
      >
        {(a) => (
          <div className="flex gap-2">
            <div className="min-w-0 flex-1">
              <AmountInput
                {...a}
                currency={currency}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                placeholder="0.00"
                data-testid="withdraw-amount"
              />
            </div>
            <Button
              variant="secondary"
              className="h-11"
              disabled={available === null || available <= 0n}
              onClick={() => available !== null && setAmount(toApiAmount(available))}
            >
              {t('wallet.amount.all')}
            </Button>
          </div>
        )}
      </Field>
      <Field label={t('wallet.withdraw.receivingAddress')} required error={errors.receivingAddress}>
        {(a) => (
          <input
            {...a}
            className={inputClass}
            value={receivingAddress}
            maxLength={120}
            onChange={(e) => setReceivingAddress(e.target.value)}
            placeholder={t('wallet.withdraw.receivingAddressHint')}
            data-testid="withdraw-address"
          />
        )}
      </Field>
      <Field label={t('wallet.paymentPassword.title')} required error={errors.paymentPassword}>
        {(a) => (
          <PasswordInput
            {...a}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            value={paymentPassword}
            onChange={(e) => setPaymentPassword(e.target.value)}
            data-testid="withdraw-password"
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="withdraw-submit">
        {busy ? <Spinner className="size-4" /> : <Icon name="withdraw" className="size-4" />}
        {t('wallet.withdraw.submit')}
      </Button>
    </form>
  );
}
