import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PaymentPasswordInput } from '@/components/ui/payment-password-input';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/lib/i18n/use-translation';
import { newRequestId } from '@/lib/request-id';
import { useTransferDownline } from '../api/agents';
import { AMOUNT_PATTERN, showAmount } from '../lib/money';
import { ActionError } from './load-states';

interface Props {
  username: string;
  onClose: () => void;
}

/**
 * §2 transfer to downline. The request id is made once when the dialog opens, so a resend after a
 * lost answer (or a double click) is the same request to the ledger and moves money once.
 */
export function TransferDialog({ username, onClose }: Props) {
  const { t } = useTranslation();
  const [requestId] = useState(newRequestId);
  const mutation = useTransferDownline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      amount:
        AMOUNT_PATTERN.test(amount.trim()) && /[1-9]/.test(amount)
          ? undefined
          : t('agentCentre.transfer.amountInvalid'),
      password: /^\d{6}$/.test(password) ? undefined : t('agentCentre.transfer.passwordInvalid'),
    };
    setErrors(found);
    if (found.amount || found.password) return;
    mutation.mutate({ downline: username, amount: amount.trim(), paymentPassword: password, requestId });
  };

  const done = mutation.data;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('agentCentre.transfer.title', { username })}
      plain
      testId="transfer-dialog"
    >
      {done ? (
        <div className="space-y-4">
          <p role="status" className="text-sm text-fg">
            {t('agentCentre.transfer.done', { amount: showAmount(done.amount), username: done.downline })}
          </p>
          <Button className="w-full" onClick={onClose}>
            {t('dialog.ok')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <Field label={t('agentCentre.transfer.amount')} required error={errors.amount}>
            {(p) => <TextInput {...p} inputMode="decimal" value={amount} onValue={setAmount} />}
          </Field>
          <Field label={t('agentCentre.transfer.paymentPassword')} required error={errors.password}>
            {(p) => (
              <PaymentPasswordInput {...p} value={password} onChange={(e) => setPassword(e.target.value)} />
            )}
          </Field>
          <ActionError error={mutation.error} />
          <Button type="submit" className="w-full" disabled={mutation.isPending}>
            {t('agentCentre.transfer.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
