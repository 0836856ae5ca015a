import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { PaymentPasswordInput } from '@/components/ui/payment-password-input';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AmountInput } from './amount-input';

interface AmountPasswordFieldsProps {
  /** Test ids are `<testIdPrefix>-amount` and `<testIdPrefix>-password`. */
  testIdPrefix: string;
  currency?: string;
  amount: string;
  onAmountChange: (amount: string) => void;
  amountError?: string;
  amountHint?: string;
  /** A button beside the amount box, such as one that fills in everything that can leave. */
  amountAction?: ReactNode;
  /** One-tap amounts under the amount box. */
  quickPicks?: ReactNode;
  password: string;
  onPasswordChange: (password: string) => void;
  passwordError?: string;
  /** Fields asked between the amount and the password, such as where the money goes. */
  children?: ReactNode;
}

/** The amount to move and the payment password that authorises it, for forms that send money out. */
export function AmountPasswordFields({
  testIdPrefix,
  currency,
  amount,
  onAmountChange,
  amountError,
  amountHint,
  amountAction,
  quickPicks,
  password,
  onPasswordChange,
  passwordError,
  children,
}: AmountPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('wallet.amount.label')} required error={amountError} hint={amountHint}>
        {(a) => {
          const input = (
            <AmountInput
              {...a}
              currency={currency}
              value={amount}
              onChange={(e) => onAmountChange(e.target.value)}
              placeholder="0.00"
              data-testid={`${testIdPrefix}-amount`}
            />
          );
          if (!amountAction) return input;
          return (
            <div className="flex gap-2">
              <div className="min-w-0 flex-1">{input}</div>
              {amountAction}
            </div>
          );
        }}
      </Field>
      {quickPicks}
      {children}
      <Field label={t('wallet.paymentPassword.title')} required error={passwordError}>
        {(a) => (
          <PaymentPasswordInput
            {...a}
            value={password}
            onChange={(e) => onPasswordChange(e.target.value)}
            data-testid={`${testIdPrefix}-password`}
          />
        )}
      </Field>
    </>
  );
}
