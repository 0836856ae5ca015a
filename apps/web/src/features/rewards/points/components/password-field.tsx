import { Field } from '@/components/ui/field';
import { PaymentPasswordInput } from '@/components/ui/payment-password-input';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The payment password that authorises a redemption or a conversion. */
export function PaymentPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('points.paymentPassword')} required error={error} hint={t('points.passwordHint')}>
      {(a) => (
        <PaymentPasswordInput
          {...a}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  );
}

export const isPaymentPassword = (value: string) => /^\d{6}$/.test(value);
