import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { DepositMethod } from '../api/deposit';
import { displayAmount } from '../lib/money';

/** How each kind of provider is pictured: a QR for bank transfers, a wallet, a coin. */
const PROVIDER_ICON: Record<string, IconName> = { vietqr: 'grid', momo: 'wallet', usdt: 'chip' };

/** A payment method to pick, with its limits. */
export function MethodCard({
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
