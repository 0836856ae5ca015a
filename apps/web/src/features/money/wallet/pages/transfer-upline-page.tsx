import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { openMemberCentre } from '@/lib/member-centre-store';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { walletBalanceQuery } from '../api/funds';
import { paymentPasswordQuery } from '../api/payment-password';
import { transferUpline } from '../api/records';
import { useRequestId } from '../api/request-id';
import { AmountPasswordFields } from '../components/amount-password-fields';
import { BalanceSummary } from '../components/balance-summary';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../components/load-state';
import { SectionCard } from '../components/section-card';
import { amountMessage, paymentPasswordMessage } from '../lib/amount-message';
import { checkAmount, toApiAmount, toMinor } from '../lib/money';
import { walletErrorText } from '../lib/wallet-errors';

/** transferUpline: send part of the cash balance to the member's upline, with the payment password. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const balance = useQuery(walletBalanceQuery(token)).data;
  const password = useQuery(paymentPasswordQuery(token));
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const requestId = useRequestId();
  const available = balance ? toMinor(balance.cash ?? balance.sumBalance) : null;

  const submit = async () => {
    const check = checkAmount(amount, { balance: available });
    const amountError = amountMessage(t, check);
    const passwordError = paymentPasswordMessage(t, paymentPassword);
    setErrors({ amount: amountError === true ? undefined : amountError, password: passwordError });
    if (!check.ok || passwordError) return;
    setBusy(true);
    try {
      const minor = toApiAmount(check.minor);
      await transferUpline({ amount: minor, paymentPassword, requestId: requestId.idFor(minor) });
      requestId.settle();
      setAmount('');
      setPaymentPassword('');
      await refreshBalance(queryClient);
      await showAlert({ tone: 'success', message: t('wallet.upline.done') });
    } catch (error) {
      requestId.settle(error);
      setPaymentPassword('');
      void showAlert({ message: walletErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className="mx-auto grid max-w-4xl grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_280px]"
      data-testid="transfer-upline-page"
    >
      <div className="lg:order-2">
        <BalanceSummary />
      </div>
      <SectionCard title={t('wallet.upline.title')}>
        <p className="mb-4 text-sm text-muted">{t('wallet.upline.lead')}</p>
        {password.isPending ? (
          <LoadingBlock />
        ) : password.isError ? (
          <ErrorBlock error={password.error} onRetry={() => void password.refetch()} />
        ) : !password.data.isSet ? (
          <EmptyBlock
            icon="lock"
            title={t('wallet.withdraw.needPassword')}
            message={t('wallet.withdraw.needPasswordHint')}
            action={
              <Button onClick={() => openMemberCentre('securityCenter')}>
                <Icon name="shieldCheck" className="size-4" />
                {t('wallet.paymentPassword.set')}
              </Button>
            }
          />
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <AmountPasswordFields
              testIdPrefix="upline"
              currency={balance?.currency}
              amount={amount}
              onAmountChange={setAmount}
              amountError={errors.amount}
              password={paymentPassword}
              onPasswordChange={setPaymentPassword}
              passwordError={errors.password}
            />
            <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="upline-submit">
              {busy ? <Spinner className="size-4" /> : <Icon name="users" className="size-4" />}
              {t('wallet.upline.submit')}
            </Button>
          </form>
        )}
      </SectionCard>
    </div>
  );
}
