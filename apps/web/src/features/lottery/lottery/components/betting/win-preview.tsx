import { formatMinor } from '@pf/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { PotentialWin } from '../../model/bet-slip';

/** Cost and what the line can win, as the slip will count them. */
export function WinPreview({ cost, win }: { cost: bigint | null; win: PotentialWin | null }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-xl bg-surface-2 p-3 text-sm" data-testid="lottery-preview">
      <div>
        <dt className="text-xs text-muted">{t('lottery.bet.cost')}</dt>
        <dd className="font-mono font-bold tabular-nums" data-testid="lottery-preview-cost">
          {cost === null ? '—' : formatMinor(cost)}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">
          {win ? t(`lottery.bet.win.${win.basis}`) : t('lottery.bet.win.once')}
        </dt>
        <dd className="font-mono font-bold text-success tabular-nums" data-testid="lottery-preview-win">
          {win === null ? '—' : formatMinor(win.amount)}
        </dd>
      </div>
    </dl>
  );
}
