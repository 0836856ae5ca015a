import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { QrCode } from '@/features/download';
import { useTranslation } from '@/lib/i18n/use-translation';
import { type DepositOrder, depositOrderQuery } from '../api/deposit';
import { displayAmount } from '../lib/money';
import { CopyField } from './copy-field';
import { DepositResult } from './deposit-result';
import { Deadline } from './vietqr-transfer';

type Usdt = Extract<NonNullable<DepositOrder['instructions']>, { kind: 'usdt' }>;

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
    <div className="grid gap-5 xl:grid-cols-[auto_minmax(0,1fr)]" data-testid="usdt-transfer">
      <div className="flex flex-col items-center gap-3">
        <div className="rounded-2xl border border-line bg-white p-2">
          <QrCode value={usdt.address} size={208} label={t('wallet.usdt.qrLabel')} />
        </div>
        {order.expiresAt && usdt.confirmations === 0 ? <Deadline expiresAt={order.expiresAt} /> : null}
        <Confirmations seen={usdt.confirmations} required={usdt.confirmationsRequired} />
      </div>
      <div className="min-w-0 space-y-2">
        <p className="rounded-xl bg-accent/10 px-3 py-2 text-xs text-fg">
          <Icon name="alert" className="me-1 inline size-3.5 text-accent" />
          {t('wallet.usdt.networkNote')}
        </p>
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
      </div>
    </div>
  );
}

/**
 * A deposit of USDT on TRON: the member's own deposit address (as a QR and to copy), the exact
 * amount to send and what it credits at the brand's rate, and the transfer's confirmations as
 * they come in. The order is looked at again every few seconds until it settles.
 */
export function UsdtTransferPanel({ order: created, onDone }: { order: DepositOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const polled = useQuery(depositOrderQuery(created.orderNo));
  const order = polled.data ?? created;
  const latest = order.instructions?.kind === 'usdt' ? order.instructions : null;
  const usdt = latest ?? (created.instructions?.kind === 'usdt' ? created.instructions : null);

  if (order.status !== 'pending' || !usdt) return <DepositResult orderNo={created.orderNo} onDone={onDone} />;
  return (
    <div className="space-y-4">
      <Instructions order={order} usdt={usdt} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4">
        <Button variant="secondary" size="sm" onClick={onDone} data-testid="usdt-back">
          <Icon name="chevronLeft" className="size-4" />
          {t('wallet.vietqr.back')}
        </Button>
        {usdt.sandboxUrl ? (
          <a
            href={usdt.sandboxUrl}
            className="inline-flex h-8 items-center gap-1.5 rounded-xl border border-dashed border-line px-3 text-xs font-semibold text-muted hover:border-accent hover:text-accent"
            data-testid="usdt-sandbox"
          >
            {t('wallet.usdt.sandbox')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
