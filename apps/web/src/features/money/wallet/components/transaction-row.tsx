import { Icon, type IconName } from '@/components/ui/icon';
import { formatDateTime } from '@/lib/format-date';
import { i18n } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Transaction } from '../api/records';
import { AmountText } from './amount-text';
import { useTransactionLabel } from './transaction-label';

const ICONS: Record<string, IconName> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  transfer: 'wallet',
  transferUpline: 'users',
  bet: 'chip',
  win: 'crown',
  bonus: 'gift',
  rebate: 'percent',
};

/** A transaction type's name; a type we have no word for yet is shown as sent. */
export function useTypeLabel() {
  const { t } = useTranslation();
  return (type: string) => {
    const key = `wallet.txType.${type}`;
    return i18n.exists(key) ? String(t(key as never)) : type;
  };
}

/** One line of the account record: what, when and how much. */
export function TransactionRow({ tx }: { tx: Transaction }) {
  const { locale } = useLanguage();
  const label = useTypeLabel();
  const about = useTransactionLabel()(tx.label);
  return (
    <li
      data-testid="transaction-row"
      data-type={tx.type}
      className="flex items-center gap-3 rounded-xl border border-line bg-bg-2 px-3 py-2.5"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface-2 text-muted">
        <Icon name={ICONS[tx.type] ?? 'receipt'} className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 truncate text-sm font-semibold">{label(tx.type)}</p>
        {about ? (
          <p className="truncate text-xs text-fg/80" data-testid="transaction-label" title={about}>
            {about}
          </p>
        ) : null}
        <p className="truncate text-xs text-muted">{formatDateTime(tx.createdAt, locale)}</p>
      </div>
      <div className="shrink-0 text-end">
        <AmountText value={tx.amount} signed testId="transaction-amount" className="block text-sm" />
      </div>
    </li>
  );
}
