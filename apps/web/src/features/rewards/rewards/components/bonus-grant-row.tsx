import { LinkButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { AmountText, displayAmount, StatusBadge } from '@/features/money/wallet';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { BonusGrant } from '../api/bonus';

const BAR: Record<BonusGrant['status'], string> = {
  active: 'bg-accent',
  released: 'bg-success',
  forfeited: 'bg-muted',
  expired: 'bg-muted',
  used: 'bg-muted',
};

/** One grant: what it is, its amount and state, and how far its wagering has come. */
export function BonusGrantRow({ grant }: { grant: BonusGrant }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const open = grant.status === 'active';
  const label = t('wallet.bonus.progressLabel');
  return (
    <li
      data-testid="bonus-row"
      data-status={grant.status}
      className="space-y-2 rounded-xl border border-line bg-bg-2 px-3 py-2.5"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent/15 text-accent">
          <Icon name="gift" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            <span className="truncate">{t(`wallet.bonus.kind.${grant.kind}`)}</span>
            <StatusBadge status={grant.status} />
          </p>
          <p className="truncate text-xs text-muted">
            {open
              ? t('wallet.bonus.expires', { date: formatDateTime(grant.expiresAt, locale) })
              : t('wallet.bonus.closed', { date: formatDateTime(grant.closedAt ?? grant.grantedAt, locale) })}
          </p>
        </div>
        <AmountText value={grant.amount} className="text-sm" />
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={grant.progress}
        aria-valuetext={`${grant.progress}%`}
        className="h-2 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', BAR[grant.status])}
          style={{ width: `${grant.progress}%` }}
        />
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted">
        <span>
          {t('wallet.bonus.wagering', {
            done: displayAmount(grant.wageringDone),
            required: displayAmount(grant.wageringRequired),
          })}
        </span>
        {open && grant.maxBet ? (
          <span>{t('wallet.bonus.maxBet', { amount: displayAmount(grant.maxBet) })}</span>
        ) : null}
      </p>
      {open && grant.kind === 'free_bet' ? (
        // A free bet can also be staked as a whole in an in-house round (docs/bonus-engine.md).
        <LinkButton to="/inhouse/dice" size="sm" variant="secondary" data-testid="bonus-play-free-bet">
          {t('wallet.bonus.playFreeBet')}
        </LinkButton>
      ) : null}
    </li>
  );
}
