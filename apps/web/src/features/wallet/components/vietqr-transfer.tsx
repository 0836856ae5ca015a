import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { QrCode } from '@/features/download';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCountdown } from '@/lib/use-countdown';
import { type DepositOrder, depositOrderQuery } from '../api/deposit';
import { displayAmount } from '../lib/money';
import { CopyField } from './copy-field';
import { DepositResult } from './deposit-result';

type VietQr = Extract<NonNullable<DepositOrder['instructions']>, { kind: 'vietqr' }>;

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Time left to pay, counted down each second from the order's expiry. */
export function Deadline({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  useEffect(() => {
    start((new Date(expiresAt).getTime() - Date.now()) / 1000);
  }, [expiresAt, start]);
  return (
    <p className="flex items-center justify-center gap-1.5 text-sm text-muted" data-testid="vietqr-deadline">
      <Icon name="clock" className="size-4" />
      {t('wallet.vietqr.deadline', { time: clock(remaining) })}
    </p>
  );
}

function Instructions({ order, qr }: { order: DepositOrder; qr: VietQr }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 xl:grid-cols-[auto_minmax(0,1fr)]" data-testid="vietqr-transfer">
      <div className="flex flex-col items-center gap-3">
        <div className="rounded-2xl border border-line bg-white p-2">
          <QrCode value={qr.qr} size={208} label={t('wallet.vietqr.qrLabel', { bank: qr.bankName })} />
        </div>
        {order.expiresAt ? <Deadline expiresAt={order.expiresAt} /> : null}
        <p className="flex items-center gap-2 text-xs text-muted" role="status">
          <Spinner className="size-3.5 text-accent" />
          {t('wallet.vietqr.waiting')}
        </p>
      </div>
      <div className="min-w-0 space-y-2">
        <p className="text-sm text-muted">{t('wallet.vietqr.lead')}</p>
        <CopyField label={t('wallet.vietqr.bank')} value={qr.bankName} />
        <CopyField
          label={t('wallet.vietqr.accountNumber')}
          value={qr.accountNumber}
          testId="vietqr-account"
        />
        <CopyField label={t('wallet.vietqr.accountName')} value={qr.accountName} />
        <CopyField
          label={t('wallet.vietqr.amount')}
          value={qr.amount.replace(/\.00$/, '')}
          shown={`${displayAmount(qr.amount)} ${order.currency}`}
          strong
          testId="vietqr-amount"
        />
        <CopyField
          label={t('wallet.vietqr.reference')}
          value={qr.reference}
          strong
          testId="vietqr-reference"
        />
        <p className="rounded-xl bg-accent/10 px-3 py-2 text-xs text-fg">
          <Icon name="alert" className="me-1 inline size-3.5 text-accent" />
          {t('wallet.vietqr.referenceNote')}
        </p>
      </div>
    </div>
  );
}

/**
 * A deposit paid by bank transfer: the VietQR to scan with any Vietnamese banking app, the same
 * details to copy, and the time left. The bank's notification credits it; until then the order
 * is looked at again every few seconds, and once it settles its outcome shows instead.
 */
export function VietQrTransferPanel({ order: created, onDone }: { order: DepositOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const polled = useQuery(depositOrderQuery(created.orderNo));
  const order = polled.data ?? created;
  const qr = created.instructions?.kind === 'vietqr' ? created.instructions : null;

  if (order.status !== 'pending' || !qr) return <DepositResult orderNo={created.orderNo} onDone={onDone} />;
  return (
    <div className="space-y-4">
      <Instructions order={order} qr={qr} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4">
        <Button variant="secondary" size="sm" onClick={onDone} data-testid="vietqr-back">
          <Icon name="chevronLeft" className="size-4" />
          {t('wallet.vietqr.back')}
        </Button>
        {qr.sandboxUrl ? (
          <a
            href={qr.sandboxUrl}
            className="inline-flex h-8 items-center gap-1.5 rounded-xl border border-dashed border-line px-3 text-xs font-semibold text-muted hover:border-accent hover:text-accent"
            data-testid="vietqr-sandbox"
          >
            {t('wallet.vietqr.sandbox')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
