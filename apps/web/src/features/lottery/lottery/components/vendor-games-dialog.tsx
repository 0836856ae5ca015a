import type { GameItem, GameType } from '@pf/shared';
import { KENO_PAGE_SIZE } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { gamePageQueryOptions, useGameLauncher } from '@/features/games/games';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LotteryMenuItem } from '../api/menus';
import { launchableOf } from '../model/launch';
import { LotteryIcon } from './lottery-icon';

interface VendorGamesDialogProps {
  vendor: LotteryMenuItem | null;
  onClose: () => void;
}

/** §4 the popup game list of a VASSALAGE lottery vendor: its lottery games, each one launching. */
export function VendorGamesDialog({ vendor, onClose }: VendorGamesDialogProps) {
  const { t } = useTranslation();
  if (!vendor) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      testId="lottery-vendor-games"
      size="xl"
      plain
      title={
        <span className="flex items-center gap-3">
          <LotteryIcon src={vendor.webIconUrl} keno={false} className="size-9" />
          <span className="min-w-0 truncate">{vendor.labelName}</span>
        </span>
      }
    >
      <p className="text-sm text-muted">{t('lottery.launch.listHint')}</p>
      <VendorGameList vendor={vendor} onClose={onClose} />
    </Dialog>
  );
}

function VendorGameList({ vendor, onClose }: { vendor: LotteryMenuItem; onClose: () => void }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const { launch, pending } = useGameLauncher();
  const gameType = launchableOf(vendor).gameType as GameType;
  // §7 the pop-up list asks for the vendor's games in one page of 1000: the list has no paging.
  const games = useQuery(
    gamePageQueryOptions({ gameType, vassalage: vendor.vassalage, language, pageSize: KENO_PAGE_SIZE }, 1),
  );

  // A visitor or a demo account is stopped by the gate, whose popup should not sit under this one.
  const choose = (game: GameItem) => {
    if (!launch(game)) onClose();
  };

  if (games.isPending) {
    return (
      <ul
        className="mt-4 grid gap-2 sm:grid-cols-2"
        role="status"
        aria-label={t('lottery.launch.listLoading')}
        data-testid="lottery-vendor-games-loading"
      >
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed skeleton slots
          <li key={i} className="h-16 animate-pulse rounded-xl bg-surface-2" />
        ))}
      </ul>
    );
  }
  if (games.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('lottery.launch.listError')}
        testId="lottery-vendor-games-error"
        className="py-6"
        action={
          <Button variant="outline" onClick={() => void games.refetch()}>
            <Icon name="refresh" className="size-4" />
            {t('lottery.retry')}
          </Button>
        }
      />
    );
  }
  const list = games.data.games;
  if (list.length === 0) {
    return (
      <EmptyState
        icon="ticket"
        title={t('lottery.launch.listEmpty')}
        testId="lottery-vendor-games-empty"
        className="py-6"
      />
    );
  }
  return (
    <ul
      data-testid="lottery-vendor-game-list"
      aria-busy={pending !== null}
      className="mt-4 grid max-h-[60dvh] gap-2 overflow-y-auto sm:grid-cols-2"
    >
      {list.map((game) => {
        const opening = pending === game.nodeId;
        return (
          <li key={game.gameId}>
            <button
              type="button"
              data-testid={`lottery-vendor-game-${game.gameCode}`}
              disabled={pending !== null}
              onClick={() => choose(game)}
              className={cn(
                'flex w-full min-w-0 items-center gap-3 rounded-xl border border-line bg-surface-2 p-2.5 text-start transition',
                'hover:border-accent/60 disabled:cursor-wait',
                pending !== null && !opening && 'opacity-60',
              )}
            >
              <LotteryIcon src={game.iconUrl} keno={false} className="size-11" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-bold text-fg">{game.gameName}</span>
                <span
                  className={cn('block truncate text-xs', game.maintenance ? 'text-amber-500' : 'text-muted')}
                >
                  {game.maintenance
                    ? t('lottery.launch.maintenance')
                    : t('lottery.launch.minBet', { amount: game.minBet })}
                </span>
              </span>
              <span className="grid h-8 min-w-16 shrink-0 place-items-center rounded-lg bg-linear-to-r from-accent to-accent-2 px-3 text-xs font-semibold text-accent-fg">
                {opening ? (
                  <>
                    <Spinner className="size-4" />
                    <span className="sr-only">{t('lottery.launch.opening', { name: game.gameName })}</span>
                  </>
                ) : (
                  t('lottery.launch.play')
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
