import type { GameType } from '@pf/shared';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TilePlace } from '../model/heart-rule';
import type { ListType } from '../model/list-type';
import { useLobbyGames } from '../model/use-lobby-games';
import { GameListView } from './game-list-view';
import { Paginator } from './paginator';

interface LobbyResultsProps {
  listType: ListType;
  gameType?: GameType;
  vassalage: string | null;
  classify: string;
  gameName: string;
  place: TilePlace;
}

/**
 * The list part of a lobby. Its parent keys it by everything that selects the list, so any change
 * of list type, vendor, classify or search starts again from an empty list on page 1 (§4).
 */
export function LobbyResults({
  listType,
  gameType,
  vassalage,
  classify,
  gameName,
  place,
}: LobbyResultsProps) {
  const { t } = useTranslation();
  const list = useLobbyGames({ listType, gameType, vassalage, classify, gameName });
  const emptyTitle =
    listType === 'fav'
      ? t('games.emptyFav')
      : listType === 'recent'
        ? t('games.emptyRecent')
        : t('games.empty');

  const changePage = (page: number) => {
    list.setPageNo(page);
    document.getElementById('lobby-top')?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <GameListView
      games={list.games}
      status={list.status}
      error={list.error}
      onRetry={list.refetch}
      place={place}
      empty={{
        icon: listType === 'fav' ? 'heart' : listType === 'recent' ? 'clock' : 'gamepad',
        title: emptyTitle,
      }}
      footer={
        list.paged ? (
          <Paginator pageNo={list.pageNo} totalPages={list.totalPages} onChange={changePage} />
        ) : (
          <div
            ref={list.sentinel}
            data-testid="scroll-sentinel"
            className="grid h-10 place-items-center text-muted"
          >
            {list.loadingMore ? (
              <span role="status" className="flex items-center gap-2 text-sm">
                <Spinner className="size-4" />
                {t('games.loadingMore')}
              </span>
            ) : null}
          </div>
        )
      }
    />
  );
}
