import { useQuery } from '@tanstack/react-query';
import { gameDetailQuery, type TimedGameDetail } from '../api/game';

/** Reloads when the current draw is due (a new one opens then), within 2–30 s. */
export const detailRefreshMs = (data: TimedGameDetail | undefined, now = Date.now()): number => {
  if (!data?.draw) return 30_000;
  return Math.min(30_000, Math.max(2_000, Math.round(data.drawsAt - now + 1_000)));
};

/** The betting page's game, current draw and bet types, kept current as draws come and go. */
export function useGameDetail(gameCode: string) {
  return useQuery({
    ...gameDetailQuery(gameCode),
    refetchInterval: (query) => detailRefreshMs(query.state.data),
  });
}
