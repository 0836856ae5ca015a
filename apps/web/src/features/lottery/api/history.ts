import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { OpenedNumeros } from './lottery-types';

/** §7 /lgw/vn/numeros/opened/game: the history panel's drawn results, newest first. */
export const openedNumerosQuery = (gameCode: string, dayOfWeek: number | null, count = 10) =>
  queryOptions({
    queryKey: ['lottery', 'opened', gameCode, dayOfWeek, count],
    queryFn: ({ signal }) =>
      apiGet<OpenedNumeros>(
        '/lgw/vn/numeros/opened/game',
        { gameCode, count, drawDayOfWeek: dayOfWeek ?? undefined },
        signal,
      ),
    enabled: gameCode !== '',
    placeholderData: keepPreviousData,
  });
