import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, PasswordInput } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { setPaymentPassword } from '../api/payment-password';
import { paymentPasswordMessage } from '../lib/amount-message';
import { walletErrorText } from '../lib/wallet-errors';

interface Values {
  oldPaymentPassword: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** Sets the payment password, or changes it (then the current one is asked first). */
export function PaymentPasswordForm({ isSet, onDone }: { isSet: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, getValues, reset } = useForm<Values>({
    defaultValues: { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const errors = formState.errors;
  const sixDigits = (v: string) => paymentPasswordMessage(t, v) ?? true;

  const submit = handleSubmit(async (values) => {
    try {
      await setPaymentPassword({
        ...(isSet ? { oldPaymentPassword: values.oldPaymentPassword } : {}),
        paymentPassword: values.paymentPassword,
        confirmPaymentPassword: values.confirmPaymentPassword,
      });
      reset();
      await refreshBalance(queryClient);
      onDone?.();
      await showAlert({
        tone: 'success',
        message: isSet ? t('wallet.paymentPassword.changed') : t('wallet.paymentPassword.saved'),
      });
    } catch (error) {
      void showAlert({ message: walletErrorText(t, error) });
    }
  });

  const digits = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4"
      data-testid="payment-password-form"
    >
      {isSet ? (
        <Field
          label={t('wallet.paymentPassword.current')}
          required
          error={errors.oldPaymentPassword?.message}
        >
          {(a) => (
            <PasswordInput
              {...a}
              {...digits}
              {...register('oldPaymentPassword', { validate: sixDigits })}
              data-testid="payment-password-old"
            />
          )}
        </Field>
      ) : null}
      <Field
        label={t('wallet.paymentPassword.new')}
        required
        error={errors.paymentPassword?.message}
        hint={t('wallet.paymentPassword.rule')}
      >
        {(a) => (
          <PasswordInput
            {...a}
            {...digits}
            {...register('paymentPassword', { validate: sixDigits })}
            data-testid="payment-password-new"
          />
        )}
      </Field>
      <Field
        label={t('wallet.paymentPassword.confirm')}
        required
        error={errors.confirmPaymentPassword?.message}
      >
        {(a) => (
          <PasswordInput
            {...a}
            {...digits}
            {...register('confirmPaymentPassword', {
              validate: (v) =>
                v === ''
                  ? t('validation.required')
                  : v === getValues('paymentPassword') || t('validation.confirm'),
            })}
            data-testid="payment-password-confirm"
          />
        )}
      </Field>
      <div className="flex justify-end pt-1">
        <Button type="submit" disabled={formState.isSubmitting} data-testid="payment-password-submit">
          {formState.isSubmitting ? <Spinner className="size-4" /> : null}
          {isSet ? t('wallet.paymentPassword.change') : t('wallet.paymentPassword.set')}
        </Button>
      </div>
    </form>
  );
}
