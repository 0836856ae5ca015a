import { maskAccountNumber } from '@pf/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { showAlert } from '@/lib/alert-store';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { confirmWithdrawal, type Withdrawal, withdrawalsQuery } from '../api/withdraw';
import { walletErrorText } from '../lib/wallet-errors';
import { AmountText } from './amount-text';
import { EmptyBlock, ErrorBlock, LoadingRows } from './load-state';
import { StatusBadge } from './status-badge';
import { WithdrawalConfirmDialog } from './withdrawal-confirm-dialog';

/** Paid out, waiting for the member to say whether it arrived (§4 Withdrawal confirmation). */
const awaitsConfirmation = (w: Withdrawal) => w.status === 'paid';

function WithdrawalRow({ order, onDispute }: { order: Withdrawal; onDispute: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { locale } = useLanguage();
  const [busy, setBusy] = useState(false);

  const received = async () => {
    setBusy(true);
    try {
      await confirmWithdrawal(order.orderNo, { received: true });
      await refreshBalance(queryClient);
    } catch (error) {
      void showAlert({ message: walletErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      data-testid="withdrawal-row"
      data-order={order.orderNo}
      className="rounded-xl border border-line bg-bg-2 p-3"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <AmountText value={order.amount} className="text-base" />
          <p className="truncate text-xs text-muted">
            {formatDateTime(order.createdAt, locale)} · {order.orderNo}
          </p>
          {order.bankAccount ? (
            <p className="truncate text-xs text-muted tabular-nums" data-testid="withdrawal-account">
              {order.bankAccount.bankName} {maskAccountNumber(order.bankAccount.accountNumber)}
            </p>
          ) : null}
        </div>
        <StatusBadge status={order.status} />
      </div>
      {awaitsConfirmation(order) ? (
        <div className="mt-3 space-y-2 border-t border-line pt-3">
          <p className="text-xs text-muted">
            {order.confirmBy
              ? t('wallet.confirm.askBy', { time: formatDateTime(order.confirmBy, locale) })
              : t('wallet.confirm.ask')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => void received()}
              disabled={busy}
              data-testid="withdrawal-received"
            >
              <Icon name="check" className="size-4" />
              {t('wallet.confirm.received')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={onDispute}
              disabled={busy}
              data-testid="withdrawal-not-received"
            >
              {t('wallet.confirm.notReceived')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** The member's latest withdrawals and where each one stands. */
export function WithdrawalList() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const orders = useQuery(withdrawalsQuery(token));
  const [disputed, setDisputed] = useState<Withdrawal | null>(null);

  if (orders.isPending) return <LoadingRows rows={2} />;
  if (orders.isError) return <ErrorBlock error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.list.length === 0)
    return (
      <EmptyBlock icon="withdraw" title={t('wallet.withdraw.none')} message={t('wallet.withdraw.noneHint')} />
    );
  return (
    <>
      <ul className="space-y-2" data-testid="withdrawal-list">
        {orders.data.list.map((order) => (
          <WithdrawalRow key={order.orderNo} order={order} onDispute={() => setDisputed(order)} />
        ))}
      </ul>
      <WithdrawalConfirmDialog
        key={disputed?.orderNo ?? 'none'}
        order={disputed}
        onClose={() => setDisputed(null)}
      />
    </>
  );
}
