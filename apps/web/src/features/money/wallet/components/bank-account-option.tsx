import { maskAccountNumber } from '@pf/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { BankAccount } from '../api/bank-accounts';

/** One saved account in the withdrawal's account list: pick it, or remove it. */
export function AccountOption({
  account,
  selected,
  onSelect,
  onRemove,
}: {
  account: BankAccount;
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="bank-account-option"
      data-account={account.id}
      className={cn(
        'flex items-center gap-3 rounded-xl border p-3 transition has-focus-visible:ring-2 has-focus-visible:ring-accent',
        selected ? 'border-accent bg-accent/10 ring-2 ring-accent/25' : 'border-line bg-bg-2',
      )}
    >
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
        <input
          type="radio"
          name="withdraw-account"
          className="sr-only"
          checked={selected}
          onChange={onSelect}
          aria-label={`${account.bankName} ${account.accountNumber}`}
        />
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-lg',
            selected ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-muted',
          )}
        >
          <Icon name="wallet" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="truncate text-sm font-semibold">{account.bankName}</span>
            {account.status === 'new' ? (
              <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-semibold text-accent">
                {t('wallet.bankAccount.new')}
              </span>
            ) : null}
          </span>
          <span className="block truncate text-xs text-muted tabular-nums">
            {maskAccountNumber(account.accountNumber)} · {account.holderName}
          </span>
        </span>
      </label>
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        onClick={onRemove}
        aria-label={t('wallet.bankAccount.remove', { bank: account.bankName })}
        data-testid="bank-account-remove"
      >
        <Icon name="close" className="size-4" />
      </Button>
    </li>
  );
}
