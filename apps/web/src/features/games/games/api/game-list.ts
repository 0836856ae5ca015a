import { type GameListParams, type GameType, gameListQuery, hotGamesQuery } from '@pf/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { gamesKeys } from '@/features/games/query-keys';
import { callApi } from './calls';

export type { GameListParams };

export const fetchGamePage = (p: GameListParams, pageNo: number, signal?: AbortSignal) =>
  callApi('games.list', { query: gameListQuery(p, pageNo), signal });

/** One page of §7 GCSGAME_gameList (the paginator's view). */
export const gamePageQueryOptions = (p: GameListParams, pageNo: number) =>
  queryOptions({
    queryKey: gamesKeys.list(p, pageNo),
    queryFn: ({ signal }) => fetchGamePage(p, pageNo, signal),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });

/** Pages appended one after the other (infinite scroll and 'load more'). */
export const gamePagesInfiniteOptions = (p: GameListParams) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.listPages(p),
    queryFn: ({ signal, pageParam }) => fetchGamePage(p, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
  });

/** §7 GCSGAME_hotGamesV2: the merchant's hot list (no paging). */
export const hotGamesQueryOptions = (language: string, gameType?: GameType, vassalage?: string | null) =>
  queryOptions({
    queryKey: gamesKeys.hot(language, gameType, vassalage),
    queryFn: ({ signal }) =>
      callApi('games.hot', { query: hotGamesQuery(language, gameType, vassalage), signal }).then(
        (v) => v.list,
      ),
    staleTime: 60_000,
  });
