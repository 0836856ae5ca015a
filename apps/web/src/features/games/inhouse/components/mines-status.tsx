import { minesMultiplierBp, type RoundView } from '@pf/shared/inhouse/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayAmount, displayMultiplier } from '../model/money';

interface MinesStatusProps {
  round: RoundView | null;
  inPlay: boolean;
  count: number;
  opened: number;
  /** The multiplier of the next safe tile, or null when none is left. */
  nextBp: number | null;
  hitMine: boolean;
}

/** While a board is open: the multiplier now and the next; once it ends, the mine or the cash-out. */
export function MinesStatus({ round, inPlay, count, opened, nextBp, hitMine }: MinesStatusProps) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" data-testid="mines-result" className="min-h-8 text-center">
      {inPlay ? (
        <p className="text-sm text-muted">
          {t('inhouse.mines.pick')} · {t('inhouse.mines.current')}{' '}
          <b className="text-fg">{displayMultiplier(minesMultiplierBp(count, opened))}×</b>
          {nextBp !== null ? (
            <>
              {' '}
              · {t('inhouse.mines.next')} <b className="text-fg">{displayMultiplier(nextBp)}×</b>
            </>
          ) : null}
        </p>
      ) : round ? (
        <p className={hitMine ? 'text-lg font-black text-danger' : 'text-xl font-black text-success'}>
          {hitMine
            ? t('inhouse.mines.hit')
            : t('inhouse.mines.cashedOut', { amount: displayAmount(round.win) })}
        </p>
      ) : null}
    </div>
  );
}
