import { WINNER_BOARD_SIZE } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { gamesKeys } from '@/features/games/query-keys';
import { callApi } from './calls';

/** §7 GCSGAME_getRankList: the winner board, 20 entries of every category. */
export const winnersQueryOptions = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.winners(language),
    queryFn: ({ signal }) =>
      callApi('games.winners', {
        query: { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_SIZE },
        signal,
      }).then((v) => v.list),
    staleTime: 60_000,
  });
