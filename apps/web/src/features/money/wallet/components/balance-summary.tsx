import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { walletBalanceQuery } from '../api/funds';
import { displayAmount } from '../lib/money';
import { HIDDEN_AMOUNT, useBalanceVisibility } from '../model/balance-visibility';

/** The spendable balance at the top of a cashier page, with the parts that make it up. */
export function BalanceSummary({ className }: { className?: string }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const client = useQueryClient();
  const balance = useQuery(walletBalanceQuery(token));
  const hidden = useBalanceVisibility((s) => s.hidden);
  const data = balance.data;
  const show = (v: string | undefined) => (v === undefined ? '—' : hidden ? HIDDEN_AMOUNT : displayAmount(v));

  return (
    <div
      data-testid="balance-summary"
      className={cn(
        // A container: the card sits in a narrow side column on desktop and full width on phones,
        // and a nine-digit balance must stay whole in both.
        '@container relative overflow-hidden rounded-2xl bg-linear-to-br from-brand to-brand-2 p-5 text-white shadow-card',
        className,
      )}
    >
      <div className="pointer-events-none absolute -top-16 -end-10 size-48 rounded-full bg-white/15 blur-2xl" />
      <div className="relative flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-white/80">{t('wallet.balance.available')}</p>
          <p
            className="mt-1 text-xl font-extrabold tabular-nums wrap-anywhere @xs:text-2xl @md:text-3xl"
            data-testid="balance-summary-value"
          >
            {data === undefined || balance.isFetching ? t('account.updating') : show(data.sumBalance)}
            {data?.currency ? (
              <span className="ms-2 text-sm font-semibold text-white/80">{data.currency}</span>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void refreshBalance(client)}
          disabled={balance.isFetching}
          aria-label={t('account.refreshBalance')}
          className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/15 hover:bg-white/25 disabled:opacity-60"
        >
          <Icon name="refresh" className={cn('size-4', balance.isFetching && 'animate-spin')} />
        </button>
      </div>
      {data?.cash !== undefined || data?.locked !== undefined ? (
        <dl className="relative mt-4 grid grid-cols-1 gap-2 text-xs @md:grid-cols-3">
          {(['cash', 'bonus', 'locked'] as const).map((part) => (
            <div
              key={part}
              className="flex items-baseline justify-between gap-3 rounded-xl bg-black/15 px-3 py-2 @md:block"
            >
              <dt className="text-white/75">{t(`wallet.balance.${part}`)}</dt>
              <dd className="mt-0.5 text-end font-bold tabular-nums wrap-anywhere @md:text-start">
                {show(data?.[part])}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
