import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { type DepositOrder, depositMethodsQuery } from '../api/deposit';
import { BalanceSummary } from '../components/balance-summary';
import { type DepositDraft, DepositForm } from '../components/deposit-form';
import { DepositResult } from '../components/deposit-result';
import { EmptyBlock, ErrorBlock, LoadingRows } from '../components/load-state';
import { SectionCard } from '../components/section-card';
import { UsdtTransferPanel } from '../components/usdt-transfer';
import { VietQrTransferPanel } from '../components/vietqr-transfer';
import { useDepositReturn } from '../model/use-deposit-return';

/**
 * depositv2: pick a payment method, type an amount within its limits, and pay on the provider's
 * page; the member comes back here and sees how the order ended.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const [returned, setReturned] = useDepositReturn();
  // A deposit paid here by bank transfer (a VietQR), not on a provider's page.
  const [transfer, setTransfer] = useState<DepositOrder | null>(null);
  const [draft, setDraft] = useState<DepositDraft>({ methodId: null, amount: '' });
  return (
    <div
      className="mx-auto grid max-w-4xl grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_280px]"
      data-testid="deposit-page"
    >
      <div className="space-y-4 lg:order-2">
        <BalanceSummary />
      </div>
      <div className="space-y-4">
        {returned ? (
          <DepositResult orderNo={returned} onDone={() => setReturned(null)} />
        ) : transfer?.instructions?.kind === 'usdt' ? (
          <SectionCard title={t('wallet.usdt.title')} testId="usdt-card">
            <UsdtTransferPanel order={transfer} onDone={() => setTransfer(null)} />
          </SectionCard>
        ) : transfer ? (
          <SectionCard title={t('wallet.vietqr.title')} testId="vietqr-card">
            <VietQrTransferPanel order={transfer} onDone={() => setTransfer(null)} />
          </SectionCard>
        ) : (
          <SectionCard title={t('wallet.deposit.method')}>
            <DepositMethods draft={draft} onDraft={setDraft} onTransfer={setTransfer} onOrder={setReturned} />
          </SectionCard>
        )}
      </div>
    </div>
  );
}

/** The brand's payment methods once they are known, or why there are none. */
function DepositMethods(props: Omit<ComponentProps<typeof DepositForm>, 'methods'>) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const methods = useQuery(depositMethodsQuery(token));
  const list = methods.data ?? [];
  if (methods.isPending) return <LoadingRows rows={2} />;
  if (methods.isError) return <ErrorBlock error={methods.error} onRetry={() => void methods.refetch()} />;
  if (list.length === 0) {
    return (
      <EmptyBlock
        icon="deposit"
        title={t('wallet.deposit.noMethods')}
        message={t('wallet.deposit.noMethodsHint')}
      />
    );
  }
  return <DepositForm methods={list} {...props} />;
}
