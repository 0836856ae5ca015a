import type { CrashBetView } from '@pf/shared/inhouse/index';
import { memo } from 'react';
import { TableHead } from '@/components/ui/table-head';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayAmount } from '../model/money';
import { displayHundredths } from '../model/multiplier';

/** Every bet of the live round: who, how much, the auto target and how it ended. */
export const CrashBets = memo(function CrashBets({ bets }: { bets: CrashBetView[] }) {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-2xl border border-line bg-surface p-4 shadow-card"
      aria-labelledby="crash-bets-title"
    >
      <h2 id="crash-bets-title" className="mb-2 flex justify-between text-sm font-bold text-fg">
        {t('crash.bets.title')}
        <span className="text-muted">{t('crash.bets.count', { count: bets.length })}</span>
      </h2>
      {bets.length === 0 ? (
        <p data-testid="crash-bets-empty" className="py-6 text-center text-sm text-muted">
          {t('crash.bets.empty')}
        </p>
      ) : (
        <table className="w-full text-left text-xs tabular-nums">
          <TableHead
            className="text-muted"
            cellClassName="py-1 font-semibold"
            columns={[
              { label: t('crash.bets.player') },
              { label: t('crash.bets.stake'), className: 'text-right' },
              { label: t('crash.bets.cashedOut'), className: 'text-right' },
              { label: t('crash.bets.win'), className: 'text-right' },
            ]}
          />
          <tbody>
            {bets.map((b) => (
              <tr
                key={b.betId}
                data-testid="crash-bet-row"
                className={cn('border-t border-line', b.mine && 'bg-accent/10 font-semibold')}
              >
                <td className="py-1.5">{b.mine ? t('crash.bets.you') : b.player}</td>
                <td className="py-1.5 text-right">{displayAmount(b.stake)}</td>
                <td className="py-1.5 text-right">
                  {b.status === 'won' && b.cashedOutAt !== null
                    ? `${displayHundredths(b.cashedOutAt)}×`
                    : b.status === 'lost'
                      ? t('crash.bets.lost')
                      : b.autoCashOut !== null
                        ? t('crash.bets.auto', { target: displayHundredths(b.autoCashOut) })
                        : '–'}
                </td>
                <td className={cn('py-1.5 text-right', b.status === 'won' ? 'text-success' : 'text-muted')}>
                  {b.status === 'won' ? displayAmount(b.win) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
