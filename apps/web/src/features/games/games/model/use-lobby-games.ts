import {
  type GameItem,
  type GameType,
  LIST_PAGE_SIZE,
  LOBBY_PAGE_SIZE,
  PAGED_LOBBY_MIN_WIDTH,
} from '@pf/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSessionStore } from '@/lib/session-store';
import { useMediaQuery } from '@/lib/use-media-query';
import { type GameListParams, gamePageQueryOptions, gamePagesInfiniteOptions } from '../api/game-list';
import { favouriteListQueryOptions, recentGamesQueryOptions } from '../api/member-lists';
import type { ListType } from './list-type';
import { useInfiniteScroll } from './use-infinite-scroll';

/** From this width a lobby pages with the paginator (42 a page); below it, it scrolls on (20 a page). */
export const PAGED_QUERY = `(min-width: ${PAGED_LOBBY_MIN_WIDTH}px)`;

export interface LobbyGames {
  games: GameItem[] | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  refetch: () => void;
  /** Paginator mode: the page on show and the page count; 0 pages hides the paginator. */
  paged: boolean;
  pageNo: number;
  totalPages: number;
  setPageNo: (page: number) => void;
  /** Infinite mode: put this after the last tile. */
  sentinel: React.RefObject<HTMLDivElement | null>;
  loadingMore: boolean;
}

interface LobbyQuery {
  listType: ListType;
  gameType?: GameType;
  vassalage: string | null;
  classify: string;
  gameName: string;
}

/**
 * The games of a lobby for its list type (§4): the game list (by classify) and hot list page through
 * GCSGAME_gameList, in pages of 42 with a paginator on wide screens and 20 with infinite scroll on
 * phones; favourites (up to 999) and recent games come whole from the member's lists.
 */
export function useLobbyGames(q: LobbyQuery): LobbyGames {
  const { code: language } = useLanguage();
  const token = useSessionStore((s) => s.token);
  const wide = useMediaQuery(PAGED_QUERY);
  const [pageNo, setPageNo] = useState(1);
  const listed = q.listType === 'game' || q.listType === 'hot';

  const params: GameListParams = {
    gameType: q.gameType,
    vassalage: q.vassalage,
    gameClassify: q.listType === 'hot' ? 'HOT' : q.classify,
    gameName: q.gameName || undefined,
    language,
    pageSize: wide ? LOBBY_PAGE_SIZE : LIST_PAGE_SIZE,
  };
  const page = useQuery({ ...gamePageQueryOptions(params, pageNo), enabled: listed && wide });
  const pages = useInfiniteQuery({ ...gamePagesInfiniteOptions(params), enabled: listed && !wide });
  const scope = { token, language, gameType: q.gameType, vassalage: q.vassalage };
  const fav = useQuery({
    ...favouriteListQueryOptions(scope),
    enabled: q.listType === 'fav' && token !== null,
  });
  const recent = useQuery({
    ...recentGamesQueryOptions(scope),
    enabled: q.listType === 'recent' && token !== null,
  });

  const lastPage = pages.data?.pages.at(-1);
  const sentinel = useInfiniteScroll({
    enabled: listed && !wide,
    pageNo: lastPage?.pageNo ?? 1,
    totalPages: lastPage?.totalPages ?? 1,
    onNext: () => {
      if (!pages.isFetchingNextPage) void pages.fetchNextPage();
    },
  });

  const base = { sentinel, setPageNo, pageNo, paged: false, totalPages: 0, loadingMore: false };
  if (q.listType === 'fav' || q.listType === 'recent') {
    const source = q.listType === 'fav' ? fav : recent;
    return {
      ...base,
      games: source.data,
      status: source.status,
      error: source.error,
      refetch: () => void source.refetch(),
    };
  }
  if (wide) {
    return {
      ...base,
      games: page.data?.games,
      status: page.status,
      error: page.error,
      refetch: () => void page.refetch(),
      paged: true,
      pageNo: page.data?.pageNo ?? pageNo,
      totalPages: page.data?.totalPages ?? 0,
    };
  }
  return {
    ...base,
    games: pages.data?.pages.flatMap((p) => p.games),
    status: pages.status,
    error: pages.error,
    refetch: () => void pages.refetch(),
    loadingMore: pages.isFetchingNextPage,
  };
}
