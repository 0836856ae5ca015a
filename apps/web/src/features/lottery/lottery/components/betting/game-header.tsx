import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TimedGameDetail } from '../../api/game';
import { isKeno } from '../../model/tabs';
import { usePassed } from '../../model/use-now';
import { LotteryCountdown } from '../lottery-countdown';
import { LotteryIcon } from '../lottery-icon';

/** The game's name, the draw being sold, the time left to bet and the published seed hash. */
export function GameHeader({ detail }: { detail: TimedGameDetail }) {
  const { t } = useTranslation();
  const { game, draw } = detail;
  const passed = usePassed(detail.closesAt);
  const open = game.isSale && !passed;
  return (
    <header
      data-testid="lottery-game-header"
      className="relative overflow-hidden rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="pointer-events-none absolute -top-20 -end-10 size-56 rounded-full bg-accent opacity-10 blur-3xl" />
      <div className="relative flex flex-wrap items-center gap-4">
        <Link
          to="/elott"
          aria-label={t('lottery.backToLobby')}
          className="grid size-9 place-items-center rounded-xl bg-surface-2 text-muted hover:text-fg"
        >
          <Icon name="chevronLeft" className="size-4" />
        </Link>
        <LotteryIcon src={game.webIconUrl} keno={isKeno(game)} className="size-14" />
        {/* At least 10rem for the name: on a phone the countdown wraps to its own row instead. */}
        <div className="min-w-0 flex-1 basis-40">
          <h1 className="truncate text-xl font-extrabold" data-testid="lottery-game-name">
            {game.remark || game.labelName}
          </h1>
          <p className="text-xs text-muted">
            {draw ? t('lottery.game.draw', { numero: draw.numero }) : t('lottery.game.noDraw')}
          </p>
        </div>
        <div className="flex w-full items-center justify-between gap-3 rounded-xl bg-surface-2 px-3 py-2 sm:block sm:w-auto sm:bg-transparent sm:p-0 sm:text-end">
          <p className="text-xs text-muted">
            {open ? t('lottery.history.closesIn') : t('lottery.game.closed')}
          </p>
          <LotteryCountdown
            closesAt={detail.closesAt}
            isSale={game.isSale}
            className="text-2xl font-extrabold"
            testId="lottery-game-countdown"
          />
        </div>
      </div>
      {draw?.seedHash ? (
        <p
          className="relative mt-3 flex items-center gap-2 truncate text-xs text-muted"
          title={draw.seedHash}
        >
          <Icon name="lock" className="size-3.5 shrink-0" />
          <span>{t('lottery.verify.seedHash')}:</span>
          <span className="truncate font-mono">{draw.seedHash}</span>
        </p>
      ) : null}
    </header>
  );
}
