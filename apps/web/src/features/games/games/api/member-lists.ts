import { FAVOURITES_PAGE_SIZE } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { gamesKeys, type MemberGamesScope } from '@/features/games/query-keys';
import { callApi } from './calls';

/** §7 MCSFE_getFavoriteGamesList: a member's favourites, up to 999 in one page. */
export const favouriteListQueryOptions = (scope: MemberGamesScope) =>
  queryOptions({
    queryKey: gamesKeys.favouriteList(scope),
    queryFn: ({ signal }) =>
      callApi('games.favouriteList', {
        query: {
          gameType: scope.gameType,
          vassalage: scope.vassalage ?? undefined,
          language: scope.language,
          pageNo: 1,
          pageSize: FAVOURITES_PAGE_SIZE,
        },
        signal,
      }).then((v) => v.content),
    enabled: scope.token !== null,
  });

/** §7 GCS_recentGame: what the member played last, filtered by type (and vendor). */
export const recentGamesQueryOptions = (scope: MemberGamesScope) =>
  queryOptions({
    queryKey: gamesKeys.recent(scope),
    queryFn: ({ signal }) =>
      callApi('games.recent', {
        query: {
          clientType: 3,
          gameType: scope.gameType,
          vassalage: scope.vassalage ?? undefined,
          language: scope.language,
        },
        signal,
      }).then((v) => v.list),
    enabled: scope.token !== null,
  });
