import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { showAlert } from '@/lib/alert-store';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { consolidatedQuery, type FundWallet, merchantWalletQuery, walletTransfer } from '../api/funds';
import { useRequestId } from '../api/request-id';
import { AmountInput } from '../components/amount-input';
import { AmountText } from '../components/amount-text';
import { ErrorBlock, LoadingRows } from '../components/load-state';
import { SectionCard } from '../components/section-card';
import { amountMessage } from '../lib/amount-message';
import { checkAmount, displayAmount, toApiAmount, toMinor } from '../lib/money';
import { HIDDEN_AMOUNT, useBalanceVisibility } from '../model/balance-visibility';
import { useWalletAction } from '../model/use-wallet-action';

/** The main wallet's code in the consolidated funds and in a transfer. */
export const MAIN_WALLET = 'MAIN';

/** One end of a transfer: the main wallet, fixed, or a choice of the game wallets. */
function WalletField(props: {
  label: string;
  /** The main wallet's name when this end is the main wallet. */
  main: string | null;
  vendors: FundWallet[];
  vendor: string;
  onVendor: (vendor: string) => void;
}) {
  return (
    <Field label={props.label}>
      {(a) =>
        props.main !== null ? (
          <input {...a} className={inputClass} value={props.main} readOnly />
        ) : (
          <select
            {...a}
            className={inputClass}
            value={props.vendor}
            onChange={(e) => props.onVendor(e.target.value)}
          >
            {props.vendors.map((w) => (
              <option key={w.vendor} value={w.vendor}>
                {w.name}
              </option>
            ))}
          </select>
        )
      }
    </Field>
  );
}

/** Where the money leaves and where it lands: the main wallet on one end, a game wallet on the other. */
function WalletEnds(props: {
  direction: 'in' | 'out';
  onSwap: () => void;
  mainName: string;
  vendors: FundWallet[];
  vendor: string;
  onVendor: (vendor: string) => void;
}) {
  const { t } = useTranslation();
  const { direction, mainName, onSwap, ...choice } = props;
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
      <WalletField
        label={t('wallet.transfer.from')}
        main={direction === 'in' ? mainName : null}
        {...choice}
      />
      <button
        type="button"
        onClick={onSwap}
        aria-label={t('wallet.transfer.swap')}
        data-testid="wallet-transfer-swap"
        className="mx-auto grid size-11 place-items-center rounded-xl border border-line text-muted hover:border-accent hover:text-accent"
      >
        <Icon name="refresh" className="size-4" />
      </button>
      <WalletField label={t('wallet.transfer.to')} main={direction === 'out' ? mainName : null} {...choice} />
    </div>
  );
}

function TransferForm({ wallets, currency }: { wallets: FundWallet[]; currency: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const vendors = wallets.filter((w) => w.vendor !== MAIN_WALLET);
  const [vendor, setVendor] = useState(vendors[0]?.vendor ?? '');
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useWalletAction();
  const requestId = useRequestId();

  const from = direction === 'in' ? MAIN_WALLET : vendor;
  const to = direction === 'in' ? vendor : MAIN_WALLET;
  const source = wallets.find((w) => w.vendor === from);
  const sourceMinor = source ? toMinor(source.balance) : null;
  const nameOf = (code: string) => wallets.find((w) => w.vendor === code)?.name ?? code;

  const submit = async () => {
    const check = checkAmount(amount, { balance: sourceMinor });
    const message = amountMessage(t, check);
    setError(message === true ? undefined : message);
    if (!check.ok) return;
    const body = { fromWallet: from, toWallet: to, amount: toApiAmount(check.minor) };
    await run(async () => {
      await walletTransfer({ ...body, requestId: requestId.idFor(JSON.stringify(body)) });
      requestId.settle();
      setAmount('');
      await refreshBalance(queryClient);
      await showAlert({ tone: 'success', message: t('wallet.transfer.done') });
    }, requestId.settle);
  };

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="wallet-transfer-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <WalletEnds
        direction={direction}
        onSwap={() => setDirection((d) => (d === 'in' ? 'out' : 'in'))}
        mainName={nameOf(MAIN_WALLET)}
        vendors={vendors}
        vendor={vendor}
        onVendor={setVendor}
      />
      <Field
        label={t('wallet.amount.label')}
        required
        error={error}
        hint={
          source ? t('wallet.transfer.sourceBalance', { balance: displayAmount(source.balance) }) : undefined
        }
      >
        {(a) => (
          <div className="flex gap-2">
            <div className="min-w-0 flex-1">
              <AmountInput
                {...a}
                currency={currency}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                placeholder="0.00"
                data-testid="wallet-transfer-amount"
              />
            </div>
            <Button
              variant="secondary"
              className="h-11"
              disabled={!source}
              onClick={() => source && setAmount(toApiAmount(toMinor(source.balance) ?? 0n))}
            >
              {t('wallet.amount.all')}
            </Button>
          </div>
        )}
      </Field>
      <BusyButton
        type="submit"
        className="w-full sm:w-auto"
        busy={busy}
        disabled={!vendor}
        data-testid="wallet-transfer-submit"
      >
        {t('wallet.transfer.submit')}
      </BusyButton>
    </form>
  );
}

/**
 * transferFund (my wallet): the consolidated funds across the main and vendor wallets, and, unless
 * the brand runs a single wallet, transfers between them.
 */
export function TransferFundPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const hidden = useBalanceVisibility((s) => s.hidden);
  const funds = useQuery(consolidatedQuery(token));
  const config = useQuery(merchantWalletQuery(token));
  const show = (v: string) => (hidden ? HIDDEN_AMOUNT : displayAmount(v));

  if (funds.isPending || config.isPending) return <LoadingRows rows={3} />;
  if (funds.isError) return <ErrorBlock error={funds.error} onRetry={() => void funds.refetch()} />;
  if (config.isError) return <ErrorBlock error={config.error} onRetry={() => void config.refetch()} />;
  const { wallets, currency, sumBalance } = funds.data;
  const transferable = !config.data.isSingle && wallets.some((w) => w.vendor !== MAIN_WALLET);

  return (
    <div className="mx-auto max-w-4xl space-y-4" data-testid="transfer-fund-page">
      <div className="relative overflow-hidden rounded-2xl bg-linear-to-br from-brand to-brand-2 p-5 text-white shadow-card">
        <div className="pointer-events-none absolute -top-16 -end-10 size-48 rounded-full bg-white/15 blur-2xl" />
        <p className="relative text-xs font-semibold text-white/80">{t('wallet.transfer.total')}</p>
        <p className="relative mt-1 text-3xl font-extrabold tabular-nums" data-testid="consolidated-total">
          {show(sumBalance)} <span className="text-sm font-semibold text-white/80">{currency}</span>
        </p>
      </div>
      <SectionCard title={t('wallet.transfer.wallets')}>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="wallet-list">
          {wallets.map((w) => (
            <li
              key={w.vendor}
              data-testid={`wallet-${w.vendor}`}
              className={cn(
                'flex items-center justify-between gap-3 rounded-xl border p-3',
                w.vendor === MAIN_WALLET ? 'border-accent/50 bg-accent/5' : 'border-line bg-bg-2',
              )}
            >
              <span className="flex min-w-0 items-center gap-2 text-sm font-semibold">
                <Icon
                  name={w.vendor === MAIN_WALLET ? 'wallet' : 'gamepad'}
                  className="size-4 shrink-0 text-muted"
                />
                <span className="truncate">{w.name}</span>
              </span>
              {hidden ? (
                <span className="font-semibold">{HIDDEN_AMOUNT}</span>
              ) : (
                <AmountText value={w.balance} className="text-sm" />
              )}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t('wallet.transfer.title')}>
        {transferable ? (
          <TransferForm wallets={wallets} currency={currency} />
        ) : (
          <p className="flex items-start gap-2 text-sm text-muted" data-testid="single-wallet-note">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
            {t('wallet.transfer.single')}
          </p>
        )}
      </SectionCard>
    </div>
  );
}
