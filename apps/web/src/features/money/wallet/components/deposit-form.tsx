import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { createDeposit, type DepositMethod, type DepositOrder } from '../api/deposit';
import { walletBalanceQuery } from '../api/funds';
import { amountMessage } from '../lib/amount-message';
import { checkAmount, toApiAmount, toMinor } from '../lib/money';
import { walletErrorText } from '../lib/wallet-errors';
import { depositReturnUrl, paymentPage } from '../model/deposit-return';
import { useBrandMoney } from '../slots';
import { AmountInput } from './amount-input';
import { depositAmountHint } from './deposit-amount-hint';
import { MethodCard } from './deposit-method-card';
import { QuickAmounts } from './quick-amounts';

/** What happens after the member submits, by provider: a page elsewhere, a QR, a chain transfer. */
const NOTE: Record<string, 'wallet.deposit.transferNote' | 'wallet.deposit.chainNote'> = {
  vietqr: 'wallet.deposit.transferNote',
  usdt: 'wallet.deposit.chainNote',
};

/** The method and amount picked so far; they outlive the form while a transfer or result shows. */
export interface DepositDraft {
  methodId: string | null;
  amount: string;
}

interface DepositFormProps {
  methods: DepositMethod[];
  draft: DepositDraft;
  onDraft: (draft: DepositDraft) => void;
  /** A deposit to pay here by transfer (VietQR, USDT), not on a provider's page. */
  onTransfer: (order: DepositOrder) => void;
  /** An order that ended without leaving the site. */
  onOrder: (orderNo: string) => void;
}

/** A payment method, an amount within its limits, and the order made with them. */
export function DepositForm({ methods, draft, onDraft, onTransfer, onOrder }: DepositFormProps) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const { quickPicks } = useBrandMoney().deposit;
  const currency = useQuery(walletBalanceQuery(token)).data?.currency;
  const { methodId, amount } = draft;
  const setAmount = (next: string) => onDraft({ methodId, amount: next });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  const limits = {
    min: method ? toMinor(method.minAmount) : null,
    max: method ? toMinor(method.maxAmount) : null,
  };

  const submit = async () => {
    if (!method) return;
    const check = checkAmount(amount, limits);
    const message = amountMessage(t, check, limits);
    if (!check.ok) {
      setError(message === true ? null : message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const order = await createDeposit({
        methodId: method.id,
        amount: toApiAmount(check.minor),
        returnUrl: depositReturnUrl(),
      });
      if (order.payUrl) {
        paymentPage.open(order.payUrl);
        return;
      }
      if (order.instructions) {
        setAmount('');
        onTransfer(order);
        return;
      }
      onOrder(order.orderNo);
    } catch (err) {
      void showAlert({ message: walletErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="sr-only">{t('wallet.deposit.method')}</legend>
        {methods.map((m) => (
          <MethodCard
            key={m.id}
            method={m}
            selected={m.id === method?.id}
            onSelect={() => onDraft({ methodId: m.id, amount })}
          />
        ))}
      </fieldset>
      <Field
        label={t('wallet.amount.label')}
        required
        error={error ?? undefined}
        hint={method ? depositAmountHint(t, method, amount, currency) : undefined}
      >
        {(a) => (
          <AmountInput
            {...a}
            currency={method?.currency ?? currency}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="0.00"
            data-testid="deposit-amount"
          />
        )}
      </Field>
      <QuickAmounts amounts={quickPicks} min={limits.min} max={limits.max} onPick={setAmount} />
      <BusyButton
        type="submit"
        size="lg"
        className="w-full"
        busy={busy}
        icon="deposit"
        data-testid="deposit-submit"
      >
        {t('wallet.deposit.submit')}
      </BusyButton>
      <p className="text-center text-xs text-muted">
        {t(NOTE[method?.provider ?? ''] ?? 'wallet.deposit.redirectNote')}
      </p>
    </form>
  );
}
