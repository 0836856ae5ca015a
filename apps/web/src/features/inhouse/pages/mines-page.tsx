import {
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesMultiplierBp,
  minesPayout,
  type PlayValue,
  type RoundView,
} from '@pf/shared/inhouse/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useBrandMoney } from '@/features/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { cashOut, openMinesQueryOptions, revealTile, startMines } from '../api/inhouse-api';
import { GameCard } from '../components/game-card';
import { InhouseLayout } from '../components/inhouse-layout';
import { MinesBoard } from '../components/mines-board';
import { PlayBar } from '../components/play-bar';
import { PlayError } from '../components/play-error';
import { BalanceLine } from '../components/round-lines';
import { displayAmount, displayMultiplier, minorOf, plain } from '../model/money';
import { usePlay, useRoundSettled } from '../model/use-play';

/** Mines: stake and mine count, then open tiles one by one and cash out before a mine. */
export function MinesPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const queryClient = useQueryClient();
  const { min: minStake, max: maxStake, defaultStake } = useBrandMoney().inhouse;
  const [stake, setStake] = useState(plain(defaultStake));
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<RoundView | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const settled = useRoundSettled('mines');
  // A board left open (reload, another tab) comes back as it was.
  const open = useQuery({ ...openMinesQueryOptions(token), enabled: token !== null && round === null });
  useEffect(() => {
    if (open.data && round === null) setRound(open.data);
  }, [open.data, round]);

  const apply = (value: PlayValue) => {
    setRound(value.round);
    setBalance(value.balance);
    queryClient.setQueryData(
      openMinesQueryOptions(token).queryKey,
      value.round.status === 'open' ? value.round : null,
    );
    if (value.round.status === 'settled') settled(value);
    else void refreshBalance(queryClient);
  };

  const start = usePlay('mines', (requestId, bet: { stake: string; mines: number }) =>
    startMines(requestId, bet),
  );
  const reveal = useMutation({
    mutationFn: (tile: number) => revealTile(round?.roundId ?? '', tile),
    onSuccess: apply,
  });
  const cash = useMutation({ mutationFn: () => cashOut(round?.roundId ?? ''), onSuccess: apply });
  const inPlay = round?.status === 'open';
  const busy = start.isPending || reveal.isPending || cash.isPending;
  const count = inPlay ? Number(round.bet.mines) : mines;
  const opened = round?.revealed.length ?? 0;
  const stakeMinor = inPlay ? minorOf(round.stake) : minorOf(stake);
  const cashNow = inPlay && stakeMinor !== null ? minesPayout(count, opened, stakeMinor) : null;
  const nextBp = inPlay && opened < MINES_TILES - count ? minesMultiplierBp(count, opened + 1) : null;
  const boardMines = round?.outcome?.game === 'mines' ? round.outcome.mines : null;
  const hitMine =
    round?.status === 'settled' &&
    boardMines !== null &&
    round.revealed.some((tile) => boardMines.includes(tile));
  const error = start.error ?? reveal.error ?? cash.error;

  return (
    <InhouseLayout game="mines" rtp="99.00">
      <GameCard>
        {open.isPending && round === null ? (
          <div
            className="flex justify-center py-10 text-muted"
            role="status"
            aria-label={t('account.updating')}
          >
            <Spinner />
          </div>
        ) : (
          <MinesBoard
            revealed={round?.revealed ?? []}
            mines={inPlay ? null : boardMines}
            onPick={inPlay ? (tile) => reveal.mutate(tile) : undefined}
            disabled={busy || !inPlay}
            animate
            testId="mines-board"
          />
        )}
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
        {inPlay ? (
          <Button
            size="lg"
            className="w-full"
            data-testid="mines-cashout"
            disabled={busy || opened === 0}
            onClick={() => cash.mutate()}
          >
            {t('inhouse.mines.cashOut', { amount: cashNow === null ? '–' : displayAmount(plain(cashNow)) })}
          </Button>
        ) : (
          <PlayBar
            stake={{
              label: t('inhouse.stake'),
              value: stake,
              onChange: setStake,
              min: minStake,
              max: maxStake,
              testId: 'mines-stake',
            }}
            busy={busy}
            pending={start.isPending}
            label={t('inhouse.mines.start')}
            pendingLabel={t('inhouse.mines.starting')}
            testId="mines-start"
            onPlay={() => start.mutate({ stake: stake.trim(), mines }, { onSuccess: apply })}
            columns="sm:grid-cols-[1fr_8rem_auto]"
          >
            <div className="space-y-1.5 sm:mb-5">
              <label htmlFor="mines-count" className="block text-xs font-semibold text-muted">
                {t('inhouse.mines.count')}
              </label>
              <select
                id="mines-count"
                data-testid="mines-count"
                className={inputClass}
                value={mines}
                disabled={busy}
                onChange={(e) => setMines(Number(e.target.value))}
              >
                {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          </PlayBar>
        )}
        <BalanceLine balance={balance || null} />
        <PlayError error={error} />
      </GameCard>
    </InhouseLayout>
  );
}
