import {
  handTotal,
  type PlinkoRisk,
  type PlinkoRows,
  plinkoMultiplier,
  plinkoSlot,
  type RoundView,
  rouletteColour,
} from '@pf/shared/inhouse/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayHundredths } from '../model/multiplier';

export const hundredths = (n: number) => (n / 100).toFixed(2).padStart(5, '0');

/** One line telling what happened in a round, as the recall list shows it. */
export function OutcomeSummary({ round }: { round: RoundView }) {
  const { t } = useTranslation();
  const outcome = round.outcome;
  if (!outcome) return <span className="text-muted">{t('inhouse.outcome.hidden')}</span>;
  switch (outcome.game) {
    case 'slot':
      return <span>{t('inhouse.outcome.slot', { stops: outcome.stops.join(' · ') })}</span>;
    case 'dice': {
      const bet = round.bet as { direction: 'under' | 'over'; target: number };
      return (
        <span>
          {t('inhouse.outcome.dice', {
            direction: t(`inhouse.dice.${bet.direction}`),
            target: hundredths(bet.target),
            roll: hundredths(outcome.roll),
          })}
        </span>
      );
    }
    case 'limbo':
      return (
        <span>
          {t('inhouse.outcome.limbo', {
            target: displayHundredths(Number(round.bet.target)),
            result: displayHundredths(outcome.result),
          })}
        </span>
      );
    case 'plinko': {
      const bet = { rows: Number(round.bet.rows) as PlinkoRows, risk: round.bet.risk as PlinkoRisk };
      return (
        <span>
          {t('inhouse.outcome.plinko', {
            rows: bet.rows,
            risk: t(`inhouse.plinko.${bet.risk}`),
            multiplier: displayHundredths(plinkoMultiplier(bet, plinkoSlot(outcome.path))),
          })}
        </span>
      );
    }
    case 'roulette':
      return (
        <span>
          {t('inhouse.outcome.roulette', {
            pocket: outcome.pocket,
            colour: t(`inhouse.roulette.colours.${rouletteColour(outcome.pocket)}`),
            bets: Array.isArray(round.bet.bets) ? round.bet.bets.length : 0,
          })}
        </span>
      );
    case 'baccarat':
      return (
        <span>
          {t('inhouse.outcome.baccarat', {
            player: handTotal(outcome.player),
            banker: handTotal(outcome.banker),
            bets: Array.isArray(round.bet.bets) ? round.bet.bets.length : 0,
          })}
        </span>
      );
    case 'mines':
      return (
        <span>
          {t('inhouse.outcome.mines', {
            mines: outcome.mines.length,
            revealed: round.revealed.filter((tile) => !outcome.mines.includes(tile)).length,
          })}
        </span>
      );
  }
}
