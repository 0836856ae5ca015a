import type { RoundView } from '@pf/shared/inhouse/index';
import { useTranslation } from 'react-i18next';

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
