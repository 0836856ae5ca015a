import { FAVOURITES_PAGE_SIZE, type GameType } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

interface Scope {
  token: string | null;
  language: string;
  gameType?: GameType;
  vassalage?: string | null;
}

/** §7 MCSFE_getFavoriteGamesList: a member's favourites, up to 999 in one page. */
export const favouriteListQueryOptions = ({ token, language, gameType, vassalage }: Scope) =>
  queryOptions({
    queryKey: ['games', 'favourites', 'list', token, language, gameType ?? null, vassalage ?? null],
    queryFn: ({ signal }) =>
      callApi('games.favouriteList', {
        query: {
          gameType,
          vassalage: vassalage ?? undefined,
          language,
          pageNo: 1,
          pageSize: FAVOURITES_PAGE_SIZE,
        },
        signal,
      }).then((v) => v.content),
    enabled: token !== null,
  });

/** §7 GCS_recentGame: what the member played last, filtered by type (and vendor). */
export const recentGamesQueryOptions = ({ token, language, gameType, vassalage }: Scope) =>
  queryOptions({
    queryKey: ['games', 'recent', token, language, gameType ?? null, vassalage ?? null],
    queryFn: ({ signal }) =>
      callApi('games.recent', {
        query: { clientType: 3, gameType, vassalage: vassalage ?? undefined, language },
        signal,
      }).then((v) => v.list),
    enabled: token !== null,
  });
