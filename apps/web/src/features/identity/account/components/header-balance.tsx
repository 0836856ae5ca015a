import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Icon } from '@/components/ui/icon';
import { HIDDEN_AMOUNT, useBalanceVisibility, walletBalanceQuery } from '@/features/money/wallet';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { displayBalance } from '../api/wallet-balance';

/**
 * §2 Header balance: starts as an 'updating' placeholder, can be refreshed, and can be hidden as
 * stars (remembered on this device); `compact` trims it for the phone header. Until the wallet answers (or when it cannot), the placeholder
 * stays.
 */
export function HeaderBalance({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const client = useQueryClient();
  const balance = useQuery(walletBalanceQuery(token));
  const hidden = useBalanceVisibility((s) => s.hidden);
  const toggleHidden = useBalanceVisibility((s) => s.toggle);
  const value = balance.data?.sumBalance;

  let text: string;
  if (value === undefined || balance.isFetching) text = t('account.updating');
  else if (hidden) text = HIDDEN_AMOUNT;
  else text = displayBalance(value);

  return (
    <div
      data-testid="header-balance"
      data-state={value === undefined ? 'updating' : hidden ? 'hidden' : 'shown'}
      className="flex h-10 min-w-0 items-center gap-1 overflow-hidden rounded-xl border border-line bg-surface pe-1 ps-2 sm:ps-3"
    >
      {/* In the phone header (compact) there is room for the amount and its refresh only; the
          avatar menu repeats the balance with its show/hide switch. When the header is fuller
          still (a messages badge), the amount truncates: the pill never spills over the account
          button beside it. */}
      <Icon name="wallet" className={cn('size-4 shrink-0 text-accent', compact && 'max-sm:hidden')} />
      <span
        data-testid="header-balance-value"
        className={cn(
          'min-w-0 truncate text-sm font-bold tabular-nums sm:min-w-16',
          value === undefined || balance.isFetching ? 'text-muted' : 'text-fg',
        )}
        aria-live="polite"
      >
        {text}
      </span>
      <button
        type="button"
        onClick={toggleHidden}
        aria-label={hidden ? t('account.showBalance') : t('account.hideBalance')}
        data-testid="header-balance-toggle"
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg',
          compact && 'max-md:hidden',
        )}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => void refreshBalance(client)}
        disabled={balance.isFetching || token === null}
        aria-label={t('account.refreshBalance')}
        data-testid="header-balance-refresh"
        className="grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-50"
      >
        <Icon name="refresh" className={cn('size-4', balance.isFetching && 'animate-spin')} />
      </button>
    </div>
  );
}
