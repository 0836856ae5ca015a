import type { ContractResponse } from '@pf/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { lotteryKeys } from '@/features/lottery/query-keys';
import type { Calls } from './calls';
import { callApi } from './calls';

/** The history panel's answer: one game's drawn results with their weekday and station. */
export type OpenedNumeros = ContractResponse<Calls['lottery.openedOfGame']>;

/** §7 /lgw/vn/numeros/opened/game: the history panel's drawn results, newest first. */
export const openedNumerosQuery = (gameCode: string, dayOfWeek: number | null, count = 10) =>
  queryOptions({
    queryKey: lotteryKeys.opened(gameCode, dayOfWeek, count),
    queryFn: ({ signal }): Promise<OpenedNumeros> =>
      callApi('lottery.openedOfGame', {
        query: { gameCode, count, drawDayOfWeek: dayOfWeek ?? undefined },
        signal,
      }),
    enabled: gameCode !== '',
    placeholderData: keepPreviousData,
  });
