import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { DepositOrder } from '../api/deposit';
import { displayAmount } from '../lib/money';
import { CopyField } from './copy-field';
import { Deadline, type InstructionsOf, TransferLayout, TransferNote, TransferPanel } from './transfer-panel';

function Instructions({ order, qr }: { order: DepositOrder; qr: InstructionsOf<'vietqr'> }) {
  const { t } = useTranslation();
  return (
    <TransferLayout
      testId="vietqr-transfer"
      qr={qr.qr}
      qrLabel={t('wallet.vietqr.qrLabel', { bank: qr.bankName })}
      under={
        <>
          {order.expiresAt ? <Deadline expiresAt={order.expiresAt} /> : null}
          <p className="flex items-center gap-2 text-xs text-muted" role="status">
            <Spinner className="size-3.5 text-accent" />
            {t('wallet.vietqr.waiting')}
          </p>
        </>
      }
    >
      <p className="text-sm text-muted">{t('wallet.vietqr.lead')}</p>
      <CopyField label={t('wallet.vietqr.bank')} value={qr.bankName} />
      <CopyField label={t('wallet.vietqr.accountNumber')} value={qr.accountNumber} testId="vietqr-account" />
      <CopyField label={t('wallet.vietqr.accountName')} value={qr.accountName} />
      <CopyField
        label={t('wallet.vietqr.amount')}
        value={qr.amount.replace(/\.00$/, '')}
        shown={`${displayAmount(qr.amount)} ${order.currency}`}
        strong
        testId="vietqr-amount"
      />
      <CopyField label={t('wallet.vietqr.reference')} value={qr.reference} strong testId="vietqr-reference" />
      <TransferNote>{t('wallet.vietqr.referenceNote')}</TransferNote>
    </TransferLayout>
  );
}

/**
 * A deposit paid by bank transfer: the VietQR to scan with any Vietnamese banking app, the same
 * details to copy, and the time left. The bank's notification credits it.
 */
export function VietQrTransferPanel({ order, onDone }: { order: DepositOrder; onDone: () => void }) {
  return (
    <TransferPanel order={order} onDone={onDone} kind="vietqr">
      {(current, qr) => <Instructions order={current} qr={qr} />}
    </TransferPanel>
  );
}
