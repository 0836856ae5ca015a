import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SpinnerStatus } from '@/components/ui/spinner';
import { useLoginGate } from '@/features/identity/auth';
import { lotteryKeys } from '@/features/lottery/query-keys';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { myBetsQuery } from '../../api/game';
import { displayAmount } from '../../model/display-amount';
import { LotteryLoadFailed } from '../load-failed';
import { BetOutcome } from './bet-outcome';
import { BetStatusBadge } from './bet-status';
import { useBetTypeName } from './bet-type-name';

/** How often open bets are looked at again while any waits for its draw. */
const PENDING_POLL_MS = 3_000;

/**
 * The member's bets on this game, open ones first in mind: while any is pending it is re-read
 * every few seconds, and when one settles the balance is refreshed so the win shows at once.
 */
export function MyBets({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const typeName = useBetTypeName();
  const token = useSessionStore((s) => s.token);
  const gate = useLoginGate();
  const queryClient = useQueryClient();
  const bets = useQuery({
    ...myBetsQuery(gameCode, token),
    refetchInterval: (query) =>
      query.state.data?.list.some((b) => b.status === 'pending') ? PENDING_POLL_MS : false,
  });
  const list = bets.data?.list ?? [];
  const pendingCount = list.filter((b) => b.status === 'pending').length;
  const previousPending = useRef(pendingCount);
  useEffect(() => {
    if (pendingCount < previousPending.current) {
      void refreshBalance(queryClient);
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.drawsOf(gameCode) });
    }
    previousPending.current = pendingCount;
  }, [pendingCount, queryClient, gameCode]);

  return (
    <section
      data-testid="lottery-my-bets"
      data-pending={pendingCount}
      aria-labelledby="lottery-my-bets-title"
      className="rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <h2 id="lottery-my-bets-title" className="mb-3 flex items-center gap-2 font-bold">
        <Icon name="list" className="size-4 text-accent" />
        {t('lottery.myBets.title')}
        {pendingCount > 0 ? (
          <span className="rounded-full bg-surface-3 px-2 text-xs text-muted">
            {t('lottery.myBets.open', { n: pendingCount })}
          </span>
        ) : null}
      </h2>
      {token === null ? (
        <div className="py-4 text-center text-sm text-muted">
          <p>{t('lottery.myBets.login')}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => gate()}>
            {t('lottery.myBets.loginButton')}
          </Button>
        </div>
      ) : bets.isPending ? (
        <SpinnerStatus className="grid h-20 place-items-center text-muted" label={t('lottery.loading')} />
      ) : bets.isError ? (
        <LotteryLoadFailed onRetry={() => void bets.refetch()} />
      ) : list.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted" data-testid="lottery-my-bets-empty">
          {t('lottery.myBets.empty')}
        </p>
      ) : (
        <ul className="max-h-96 divide-y divide-line overflow-y-auto">
          {list.map((b) => (
            <li
              key={b.betId}
              data-testid="lottery-my-bet"
              data-status={b.status}
              className="flex items-start justify-between gap-2 py-2 text-sm"
            >
              <div className="min-w-0">
                <p className="font-semibold">
                  {typeName(b.betType)} <span className="font-mono text-xs text-muted">#{b.numero}</span>
                </p>
                {b.numbers.length > 0 ? (
                  <p className="truncate font-mono text-xs text-muted">{b.numbers.join(' ')}</p>
                ) : null}
                <p className="text-xs text-muted">
                  {t('lottery.myBets.cost', { cost: displayAmount(b.cost) })}
                </p>
                <BetOutcome bet={b} />
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <BetStatusBadge status={b.status} />
                {b.status === 'won' && b.payout ? (
                  <span
                    className="font-mono text-sm font-bold text-success"
                    data-testid="lottery-my-bet-payout"
                  >
                    +{displayAmount(b.payout)}
                  </span>
                ) : null}
                {b.status === 'push' && b.payout ? (
                  <span className="text-xs text-muted" data-testid="lottery-my-bet-payout">
                    {t('lottery.myBets.stakeBack', { amount: displayAmount(b.payout) })}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
