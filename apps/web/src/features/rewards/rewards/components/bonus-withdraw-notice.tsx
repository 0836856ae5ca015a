import { useQuery } from '@tanstack/react-query';
import { Icon } from '@/components/ui/icon';
import { displayAmount, toMinor } from '@/features/money/wallet';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { bonusGrantsQuery } from '../api/bonus';

/** Says before the form is filled that a withdrawal now would forfeit the active bonus. */
export function BonusWithdrawNotice() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const active = useQuery(bonusGrantsQuery(token, 'active', 1)).data?.activeAmount;
  const minor = active ? toMinor(active) : null;
  if (active === undefined || minor === null || minor <= 0n) return null;
  return (
    <p
      data-testid="withdraw-bonus-notice"
      className="flex items-start gap-2 rounded-xl border border-accent/40 bg-accent/10 px-3 py-2 text-sm text-fg"
    >
      <Icon name="gift" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>{t('wallet.withdraw.bonusNotice', { amount: displayAmount(active) })}</span>
    </p>
  );
}
