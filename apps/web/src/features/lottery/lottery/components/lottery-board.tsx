import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { isOwnLottery } from '../model/launch';
import { isKeno, KENO_TAB } from '../model/tabs';
import { useLotteryBoard } from '../model/use-lottery-board';
import { useLotteryLaunch } from '../model/use-lottery-launch';
import { HistoryPanel } from './history-panel';
import { ListTypeIcons } from './list-type-icons';
import { LotteryTabs } from './lottery-tabs';
import { LotteryTile, MoreTile } from './lottery-tile';
import { useTabLabel } from './tab-label';
import { VendorGamesDialog } from './vendor-games-dialog';

/** How many games the home block shows before its 'more' tile. */
const HOME_TILES = 7;
/** §9 Home popular count 20; the lobby asks for the full 100. */
const POPULAR = { home: 20, lobby: 100 } as const;

interface LotteryBoardProps {
  variant: 'home' | 'lobby';
  title?: string;
}

/**
 * §2 Home lottery block and its lobby variant: filter tabs (a swiper on home, a category selector
 * in the lobby), the hot/fav/recent icons, the game tiles with their countdowns and last numbers,
 * and the history panel while no list type is chosen and the tab is not KENO.
 */
export function LotteryBoard({ variant, title }: LotteryBoardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const board = useLotteryBoard(POPULAR[variant]);
  const { launch, listed, closeList } = useLotteryLaunch();
  const home = variant === 'home';
  const shown = home ? board.items.slice(0, HOME_TILES) : board.items;
  // Third-party lotteries keep their results with their vendor: only our own games have a history.
  const historyGames = board.items.filter((i) => isOwnLottery(i) && !isKeno(i));
  const showHistory = board.listType === 'none' && board.tab !== KENO_TAB && historyGames.length > 0;
  const activeTab = board.listType === 'none' ? board.tab : null;

  // Columns follow the room the tiles get (beside the category column and the side bar), so a
  // name and its countdown fit in every language instead of being cut at four narrow columns.
  const tileGrid = cn(
    'grid grid-cols-1 gap-3 sm:grid-cols-2',
    home ? 'lg:grid-cols-3 xl:grid-cols-4' : 'xl:grid-cols-3 2xl:grid-cols-4',
  );
  return (
    <section
      data-testid={home ? 'lottery-block' : 'lottery-lobby'}
      data-list-type={board.listType}
      data-tab={board.tab}
      aria-labelledby="lottery-block-title"
      className="space-y-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lottery-block-title" className="text-lg font-bold">
          {home ? (
            <Link
              to="/elott"
              data-testid="lottery-title"
              className="flex items-center gap-2 hover:text-accent"
            >
              <Icon name="balls" className="size-5 text-accent" />
              {t('lottery.title')}
              <Icon name="chevronRight" className="size-4 text-muted" />
            </Link>
          ) : (
            <span className="flex items-center gap-2">
              <Icon name="balls" className="size-5 text-accent" />
              {title ?? t('lottery.title')}
            </span>
          )}
        </h2>
        <ListTypeIcons value={board.listType} onChoose={board.chooseListType} />
      </div>

      <div className={cn(!home && 'grid gap-4 lg:grid-cols-[12rem_1fr]')}>
        {home ? (
          <LotteryTabs tabs={board.tabs} active={activeTab} onChange={board.setTab} />
        ) : (
          <CategorySelector tabs={board.tabs} active={activeTab} onChange={board.setTab} />
        )}

        <div className={cn('min-w-0 space-y-4', home && 'mt-4')}>
          {board.status === 'loading' ? (
            <ul
              className={tileGrid}
              role="status"
              aria-label={t('lottery.loading')}
              data-testid="lottery-loading"
            >
              {Array.from({ length: home ? 4 : 8 }, (_, i) => (
                // Placeholders have no identity beyond their slot.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed skeleton slots
                <li key={i} className="h-28 animate-pulse rounded-2xl bg-surface-2" />
              ))}
            </ul>
          ) : board.status === 'error' ? (
            <EmptyState
              icon="alert"
              title={t('lottery.error')}
              testId="lottery-error"
              action={
                <Button variant="outline" onClick={board.retry}>
                  <Icon name="refresh" className="size-4" />
                  {t('lottery.retry')}
                </Button>
              }
            />
          ) : shown.length === 0 ? (
            <EmptyState
              icon={board.listType === 'fav' ? 'heart' : 'ticket'}
              title={t(`lottery.empty.${board.listType}`)}
              testId="lottery-empty"
              className="py-8"
            />
          ) : (
            <ul className={tileGrid} data-testid="lottery-tiles">
              {shown.map((item) => (
                <LotteryTile
                  key={item.gameCode}
                  item={item}
                  favourite={board.favourites.has(item)}
                  onToggleFavourite={() => board.favourites.toggle(item)}
                  onOpen={() => launch(item)}
                />
              ))}
              {home ? <MoreTile onOpen={() => void navigate('/elott')} /> : null}
            </ul>
          )}
          {showHistory ? <HistoryPanel games={historyGames} onLaunch={launch} /> : null}
        </div>
      </div>
      <VendorGamesDialog vendor={listed} onClose={closeList} />
    </section>
  );
}

/** §2 the lobby's category selector: a column on desktop, a scrolling row on phones. */
function CategorySelector({
  tabs,
  active,
  onChange,
}: {
  tabs: readonly string[];
  active: string | null;
  onChange: (tab: string) => void;
}) {
  const { t } = useTranslation();
  const label = useTabLabel();
  return (
    <div
      role="tablist"
      aria-label={t('lottery.tabs.label')}
      data-testid="lottery-categories"
      className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === active}
          data-testid={`lottery-tab-${tab}`}
          onClick={() => onChange(tab)}
          className={cn(
            'flex h-10 shrink-0 items-center gap-2 rounded-xl px-3 text-sm font-semibold transition lg:w-full',
            tab === active
              ? 'bg-linear-to-r from-accent to-accent-2 text-accent-fg shadow-glow'
              : 'bg-surface text-muted hover:text-fg',
          )}
        >
          <Icon name={tab === KENO_TAB ? 'balls' : 'ticket'} className="size-4" />
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
