import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ImagePicker } from '@/components/ui/image-picker';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { confirmWithdrawal, type Withdrawal } from '../api/withdraw';
import { amountMessage } from '../lib/amount-message';
import { checkAmount, displayAmount, toApiAmount, toMinor } from '../lib/money';
import { useWalletAction } from '../model/use-wallet-action';
import { AmountInput } from './amount-input';
import { ConfirmFooter } from './confirm-footer';

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
  const { busy, run } = useWalletAction();

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
    await run(async () => {
      await confirmWithdrawal(order.orderNo, {
        received: false,
        partial: payment === 'partial',
        ...(paid ? { paidAmount: paid } : {}),
        proof,
      });
      await refreshBalance(queryClient);
      onClose();
      await showAlert({ tone: 'success', message: t('wallet.confirm.disputeSent') });
    });
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
        <ConfirmFooter
          onCancel={onClose}
          onConfirm={() => void submit()}
          busy={busy}
          label={t('form.submit')}
          testId="withdrawal-dispute-submit"
        />
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
