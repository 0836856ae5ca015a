import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ImagePicker } from '@/components/ui/image-picker';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { Spinner } from '@/components/ui/spinner';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { confirmWithdrawal, type Withdrawal } from '../api/withdraw';
import { amountMessage } from '../lib/amount-message';
import { checkAmount, displayAmount, toApiAmount, toMinor } from '../lib/money';
import { walletErrorText } from '../lib/wallet-errors';
import { AmountInput } from './amount-input';

/**
 * §4 Withdrawal confirmation, on the receiving side: 'not received' needs proof, and says whether
 * part of the money arrived (and how much) or none of it.
 */
export function WithdrawalConfirmDialog({
  order,
  onClose,
}: {
  order: Withdrawal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [payment, setPayment] = useState<'none' | 'partial'>('none');
  const [paidAmount, setPaidAmount] = useState('');
  const [proof, setProof] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!order) return;
    let paid: string | undefined;
    if (payment === 'partial') {
      const max = toMinor(order.amount);
      const check = checkAmount(paidAmount, { max: max === null ? null : max - 1n });
      const message = amountMessage(t, check, { max: max === null ? null : max - 1n });
      setAmountError(message === true ? undefined : message);
      if (!check.ok) return;
      paid = toApiAmount(check.minor);
    }
    if (!proof) {
      void showAlert({ message: t('wallet.confirm.proofRequired') });
      return;
    }
    setBusy(true);
    try {
      await confirmWithdrawal(order.orderNo, {
        received: false,
        partial: payment === 'partial',
        ...(paid ? { paidAmount: paid } : {}),
        proof,
      });
      await refreshBalance(queryClient);
      onClose();
      await showAlert({ tone: 'success', message: t('wallet.confirm.disputeSent') });
    } catch (error) {
      void showAlert({ message: walletErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      size="md"
      plain
      testId="withdrawal-confirm-dialog"
      title={t('wallet.confirm.notReceivedTitle')}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button
            size="sm"
            onClick={() => void submit()}
            disabled={busy}
            data-testid="withdrawal-dispute-submit"
          >
            {busy ? <Spinner className="size-4" /> : null}
            {t('form.submit')}
          </Button>
        </>
      }
    >
      {order ? (
        <div className="space-y-4">
          <p className="text-sm text-muted">
            {t('wallet.confirm.notReceivedLead', {
              amount: displayAmount(order.amount),
              orderNo: order.orderNo,
            })}
          </p>
          <SegmentedTabs
            label={t('wallet.confirm.paymentLabel')}
            value={payment}
            onChange={setPayment}
            options={[
              { value: 'none', label: t('wallet.confirm.none'), testId: 'dispute-none' },
              { value: 'partial', label: t('wallet.confirm.partial'), testId: 'dispute-partial' },
            ]}
          />
          {payment === 'partial' ? (
            <Field label={t('wallet.confirm.paidAmount')} required error={amountError}>
              {(a) => (
                <AmountInput
                  {...a}
                  value={paidAmount}
                  onChange={(e) => setPaidAmount(e.target.value)}
                  placeholder="0.00"
                  data-testid="dispute-paid-amount"
                />
              )}
            </Field>
          ) : null}
          <ImagePicker
            label={t('wallet.confirm.proof')}
            icon="upload"
            required
            value={proof}
            onChange={setProof}
            onReject={(problem) =>
              void showAlert({
                message: problem === 'type' ? t('validation.imageType') : t('validation.imageSize'),
              })
            }
            testId="dispute-proof"
          />
        </div>
      ) : null}
    </Dialog>
  );
}
