import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { WithdrawLimits } from '../api/withdraw';
import { displayAmount, toApiAmount, toMinor } from '../lib/money';
import { useWithdrawSubmit } from '../model/use-withdraw-submit';
import { useBrandMoney } from '../slots';
import { AmountPasswordFields } from './amount-password-fields';
import { BankAccountPicker } from './bank-account-picker';
import { BonusForfeitDialog } from './bonus-forfeit-dialog';
import { QuickAmounts } from './quick-amounts';

/**
 * The withdrawal request: an amount within the limits and the cash that can leave, the saved bank
 * account it goes to, and the payment password.
 */
export function WithdrawForm({ limits, currency }: { limits: WithdrawLimits; currency?: string }) {
  const { t } = useTranslation();
  const available = toMinor(limits.available);
  const bounds = { min: toMinor(limits.minAmount), max: toMinor(limits.maxAmount) };
  // A pick above the cash that can leave would only be refused.
  const ceiling =
    available !== null && (bounds.max === null || available < bounds.max) ? available : bounds.max;
  const { quickPicks } = useBrandMoney().withdraw;
  const [amount, setAmount] = useState('');
  const [bankAccountId, setBankAccountId] = useState<string | null>(null);
  const [paymentPassword, setPaymentPassword] = useState('');
  const { submit, errors, busy, forfeit, setForfeit } = useWithdrawSubmit({
    available,
    bounds,
    fields: { amount, bankAccountId, paymentPassword },
    onSent: () => {
      setAmount('');
      setPaymentPassword('');
    },
    onRefused: () => setPaymentPassword(''),
  });

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
      <BusyButton
        type="submit"
        size="lg"
        className="w-full"
        busy={busy}
        icon="withdraw"
        data-testid="withdraw-submit"
      >
        {t('wallet.withdraw.submit')}
      </BusyButton>
      <BonusForfeitDialog
        activeBonus={forfeit}
        busy={busy}
        onConfirm={() => void submit(true)}
        onClose={() => setForfeit(null)}
      />
    </form>
  );
}
