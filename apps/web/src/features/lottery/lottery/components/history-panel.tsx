import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SpinnerStatus } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { openedNumerosQuery } from '../api/history';
import type { LotteryMenuItem } from '../api/menus';
import { formatPreviousTime } from '../model/countdown-text';
import { prizeRows } from '../model/prize-rows';
import { DayFilter } from './day-filter';
import { LotteryCountdown } from './lottery-countdown';
import { PrizeTable } from './prize-table';

interface HistoryPanelProps {
  games: readonly LotteryMenuItem[];
  onLaunch: (item: LotteryMenuItem) => void;
}

/**
 * §2 History panel: the chosen game's last result by prize row (DB, G1 … G8), filtered by the day
 * of the week it was drawn, with its time (MM/DD HH:mm:ss), the countdown to the next close and a
 * button straight into the game.
 */
export function HistoryPanel({ games, onLaunch }: HistoryPanelProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [day, setDay] = useState<number | null>(null);
  const game = games.find((g) => g.gameCode === chosen) ?? games[0];
  const history = useQuery(openedNumerosQuery(game?.gameCode ?? '', day, 1));
  if (!game) return null;
  const latest = history.data?.list[0];
  const rows = latest ? prizeRows(latest.prizes, latest.winningNumber ?? '') : [];
  const previousTime = latest ? latest.drawTime : day === null ? game.previousWinningTime : null;

  return (
    <section
      data-testid="lottery-history"
      aria-label={t('lottery.history.title')}
      className="rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-w-0 items-center gap-2 text-sm font-bold">
          <Icon name="list" className="size-4 shrink-0 text-accent" />
          <span className="sr-only">{t('lottery.history.game')}</span>
          <select
            data-testid="lottery-history-game"
            value={game.gameCode}
            onChange={(e) => setChosen(e.target.value)}
            className="min-w-0 truncate rounded-lg border border-line bg-surface-2 px-2 py-1.5 text-sm font-semibold text-fg"
          >
            {games.map((g) => (
              <option key={g.gameCode} value={g.gameCode}>
                {g.remark || g.labelName}
              </option>
            ))}
          </select>
        </label>
        <DayFilter value={day} onChange={setDay} />
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_auto]">
        <div className="min-h-32" aria-busy={history.isFetching}>
          {history.isPending ? (
            <SpinnerStatus className="grid h-32 place-items-center text-muted" label={t('lottery.loading')} />
          ) : history.isError ? (
            <div className="grid h-32 place-items-center gap-2 text-center text-sm text-muted">
              <p>{t('lottery.error')}</p>
              <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
                {t('lottery.retry')}
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <p
              data-testid="lottery-history-empty"
              className="grid h-32 place-items-center text-sm text-muted"
            >
              {t('lottery.history.empty')}
            </p>
          ) : (
            <PrizeTable rows={rows} testId="lottery-history-rows" />
          )}
        </div>
        <div className="flex flex-row flex-wrap items-center justify-between gap-3 rounded-xl bg-surface-2 p-3 md:w-56 md:flex-col md:items-stretch">
          <div>
            <p className="text-xs text-muted">{t('lottery.history.previousTime')}</p>
            <p data-testid="lottery-history-time" className="font-mono text-sm font-semibold tabular-nums">
              {formatPreviousTime(previousTime)}
            </p>
          </div>
          <div>
            <p className="text-xs text-muted">{t('lottery.history.closesIn')}</p>
            <LotteryCountdown
              closesAt={game.fewinTime ?? undefined}
              isSale={game.isSale}
              className="text-lg font-bold"
              testId="lottery-history-countdown"
            />
          </div>
          <Button data-testid="lottery-history-play" onClick={() => onLaunch(game)}>
            <Icon name="play" className="size-4" />
            {t('lottery.history.playNow')}
          </Button>
        </div>
      </div>
    </section>
  );
}
