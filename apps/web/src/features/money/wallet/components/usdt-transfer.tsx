import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { DepositOrder } from '../api/deposit';
import { displayAmount } from '../lib/money';
import { CopyField } from './copy-field';
import { Deadline, type InstructionsOf, TransferLayout, TransferNote, TransferPanel } from './transfer-panel';

type Usdt = InstructionsOf<'usdt'>;

function Confirmations({ seen, required }: { seen: number; required: number }) {
  const { t } = useTranslation();
  return (
    <div className="w-full space-y-1.5" data-testid="usdt-confirmations" data-seen={seen}>
      <p className="flex items-center justify-center gap-2 text-xs text-muted" role="status">
        <Spinner className="size-3.5 text-accent" />
        {seen === 0 ? t('wallet.usdt.waiting') : t('wallet.usdt.confirmations', { seen, required })}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-surface-2">
        <div
          className="h-full rounded-full bg-accent transition-all"
          style={{ width: `${Math.min(100, Math.round((seen / required) * 100))}%` }}
        />
      </div>
    </div>
  );
}

function Instructions({ order, usdt }: { order: DepositOrder; usdt: Usdt }) {
  const { t } = useTranslation();
  return (
    <TransferLayout
      testId="usdt-transfer"
      qr={usdt.address}
      qrLabel={t('wallet.usdt.qrLabel')}
      under={
        <>
          {order.expiresAt && usdt.confirmations === 0 ? <Deadline expiresAt={order.expiresAt} /> : null}
          <Confirmations seen={usdt.confirmations} required={usdt.confirmationsRequired} />
        </>
      }
    >
      <TransferNote>{t('wallet.usdt.networkNote')}</TransferNote>
      <CopyField label={t('wallet.usdt.network')} value="TRC20" shown="TRON (TRC-20) · USDT" />
      <CopyField label={t('wallet.usdt.address')} value={usdt.address} strong testId="usdt-address" />
      <CopyField
        label={t('wallet.usdt.amount')}
        value={usdt.amount}
        shown={`${displayAmount(usdt.amount)} USDT`}
        strong
        testId="usdt-amount"
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl border border-line px-3 py-2 text-xs">
        <dt className="text-muted">{t('wallet.usdt.rate')}</dt>
        <dd className="text-end font-semibold tabular-nums">
          1 USDT = {displayAmount(usdt.rate)} {order.currency}
        </dd>
        <dt className="text-muted">{t('wallet.usdt.credit')}</dt>
        <dd className="text-end font-bold tabular-nums" data-testid="usdt-credit">
          {displayAmount(usdt.credit)} {order.currency}
        </dd>
      </dl>
      <p className="text-xs text-muted">{t('wallet.usdt.lead', { count: usdt.confirmationsRequired })}</p>
    </TransferLayout>
  );
}

/**
 * A deposit of USDT on TRON: the member's own deposit address (as a QR and to copy), the exact
 * amount to send and what it credits at the brand's rate, and the transfer's confirmations as
 * they come in.
 */
export function UsdtTransferPanel({ order, onDone }: { order: DepositOrder; onDone: () => void }) {
  return (
    <TransferPanel order={order} onDone={onDone} kind="usdt">
      {(current, usdt) => <Instructions order={current} usdt={usdt} />}
    </TransferPanel>
  );
}
