import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Icon, type IconName } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useBrandMoney } from '@/features/system';
import { showAlert } from '@/lib/alert-store';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { createDeposit, type DepositMethod, type DepositOrder, depositMethodsQuery } from '../api/deposit';
import { walletBalanceQuery } from '../api/funds';
import { AmountInput } from '../components/amount-input';
import { BalanceSummary } from '../components/balance-summary';
import { depositAmountHint } from '../components/deposit-amount-hint';
import { DepositResult } from '../components/deposit-result';
import { EmptyBlock, ErrorBlock, LoadingRows } from '../components/load-state';
import { QuickAmounts } from '../components/quick-amounts';
import { SectionCard } from '../components/section-card';
import { UsdtTransferPanel } from '../components/usdt-transfer';
import { VietQrTransferPanel } from '../components/vietqr-transfer';
import { amountMessage } from '../lib/amount-message';
import { checkAmount, displayAmount, toApiAmount, toMinor } from '../lib/money';
import { walletErrorText } from '../lib/wallet-errors';
import { depositReturnUrl, paymentPage, RETURN_PARAMS } from '../model/deposit-return';

/** How each kind of provider is pictured: a QR for bank transfers, a wallet, a coin. */
const PROVIDER_ICON: Record<string, IconName> = { vietqr: 'grid', momo: 'wallet', usdt: 'chip' };

/** What happens after the member submits, by provider: a page elsewhere, a QR, a chain transfer. */
const NOTE: Record<string, 'wallet.deposit.transferNote' | 'wallet.deposit.chainNote'> = {
  vietqr: 'wallet.deposit.transferNote',
  usdt: 'wallet.deposit.chainNote',
};

function MethodCard({
  method,
  selected,
  onSelect,
}: {
  method: DepositMethod;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <label
      data-testid={`deposit-method-${method.id}`}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-start transition has-focus-visible:ring-2 has-focus-visible:ring-accent',
        selected
          ? 'border-accent bg-accent/10 ring-2 ring-accent/25'
          : 'border-line bg-bg-2 hover:border-accent/60',
      )}
    >
      <input type="radio" name="deposit-method" className="sr-only" checked={selected} onChange={onSelect} />
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-lg',
          selected ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-muted',
        )}
      >
        <Icon name={PROVIDER_ICON[method.provider] ?? 'deposit'} className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{method.name}</span>
        <span className="block text-xs text-muted tabular-nums">
          {t('wallet.deposit.limits', {
            min: displayAmount(method.minAmount),
            max: displayAmount(method.maxAmount),
          })}
          {/* Paid in another currency (USDT): the limits are in it. */}
          {method.rate ? ` ${method.currency}` : null}
        </span>
      </span>
      {selected ? <Icon name="check" className="size-4 text-accent" /> : null}
    </label>
  );
}

/**
 * depositv2: pick a payment method, type an amount within its limits, and pay on the provider's
 * page; the member comes back here and sees how the order ended.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const methods = useQuery(depositMethodsQuery(token));
  const { quickPicks } = useBrandMoney().deposit;
  const currency = useQuery(walletBalanceQuery(token)).data?.currency;
  const [params, setParams] = useSearchParams();
  // The order the member comes back from is shown once; the address bar is cleaned right away so
  // a reload starts a new deposit.
  const [returned, setReturned] = useState(() => params.get(RETURN_PARAMS.orderNo));
  useEffect(() => {
    if (!params.has(RETURN_PARAMS.orderNo)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RETURN_PARAMS.orderNo);
        next.delete(RETURN_PARAMS.payment);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  // A deposit paid here by bank transfer (a VietQR), not on a provider's page.
  const [transfer, setTransfer] = useState<DepositOrder | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const list = methods.data ?? [];
  const method = list.find((m) => m.id === methodId) ?? list[0];
  const limits = {
    min: method ? toMinor(method.minAmount) : null,
    max: method ? toMinor(method.maxAmount) : null,
  };

  const submit = async () => {
    if (!method) return;
    const check = checkAmount(amount, limits);
    const message = amountMessage(t, check, limits);
    if (!check.ok) {
      setError(message === true ? null : message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const order = await createDeposit({
        methodId: method.id,
        amount: toApiAmount(check.minor),
        returnUrl: depositReturnUrl(),
      });
      if (order.payUrl) {
        paymentPage.open(order.payUrl);
        return;
      }
      if (order.instructions) {
        setAmount('');
        setTransfer(order);
        return;
      }
      setReturned(order.orderNo);
    } catch (err) {
      void showAlert({ message: walletErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

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
            {methods.isPending ? (
              <LoadingRows rows={2} />
            ) : methods.isError ? (
              <ErrorBlock error={methods.error} onRetry={() => void methods.refetch()} />
            ) : list.length === 0 ? (
              <EmptyBlock
                icon="deposit"
                title={t('wallet.deposit.noMethods')}
                message={t('wallet.deposit.noMethodsHint')}
              />
            ) : (
              <form
                noValidate
                className="space-y-5"
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  <legend className="sr-only">{t('wallet.deposit.method')}</legend>
                  {list.map((m) => (
                    <MethodCard
                      key={m.id}
                      method={m}
                      selected={m.id === method?.id}
                      onSelect={() => setMethodId(m.id)}
                    />
                  ))}
                </fieldset>
                <Field
                  label={t('wallet.amount.label')}
                  required
                  error={error ?? undefined}
                  hint={method ? depositAmountHint(t, method, amount, currency) : undefined}
                >
                  {(a) => (
                    <AmountInput
                      {...a}
                      currency={method?.currency ?? currency}
                      value={amount}
                      onChange={(e) => setAmount(e.target.value)}
                      placeholder="0.00"
                      data-testid="deposit-amount"
                    />
                  )}
                </Field>
                <QuickAmounts amounts={quickPicks} min={limits.min} max={limits.max} onPick={setAmount} />
                <Button
                  type="submit"
                  size="lg"
                  className="w-full"
                  disabled={busy}
                  data-testid="deposit-submit"
                >
                  {busy ? <Spinner className="size-4" /> : <Icon name="deposit" className="size-4" />}
                  {t('wallet.deposit.submit')}
                </Button>
                <p className="text-center text-xs text-muted">
                  {t(NOTE[method?.provider ?? ''] ?? 'wallet.deposit.redirectNote')}
                </p>
              </form>
            )}
          </SectionCard>
        )}
      </div>
    </div>
  );
}
