import { WINNER_BOARD_SIZE, type WinnerEntry } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** §7 GCSGAME_getRankList: the winner board, 20 entries of every category. */
export const winnersQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) =>
      apiGet<{ list: WinnerEntry[] }>(
        '/wps/relay/GCSGAME_getRankList',
        { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_SIZE },
        signal,
      ).then((v) => v.list),
    staleTime: 60_000,
  });
