import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { drawTimeMs } from '../model/refresh';
import type {
  LotteryBet,
  LotteryDraw,
  LotteryGameDetail,
  Paged,
  PlaceBetsBody,
  PlaceBetsResult,
} from './lottery-types';

export interface TimedGameDetail extends LotteryGameDetail {
  /** When betting on the current draw closes, on this screen's clock (§4). */
  closesAt: number;
  /** When the current draw is drawn, on this screen's clock. */
  drawsAt: number;
}

/** Betting page data: the game, its current draw and its bet types with the merchant's rates. */
export const gameDetailQuery = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'game', gameCode],
    queryFn: async ({ signal }): Promise<TimedGameDetail> => {
      const started = Date.now();
      const value = await apiGet<LotteryGameDetail>(
        `/lgw/lottery/games/${encodeURIComponent(gameCode)}`,
        undefined,
        signal,
      );
      const receivedAt = Date.now();
      const roundTrip = receivedAt - started;
      return {
        ...value,
        closesAt: drawTimeMs(value.game, receivedAt, roundTrip),
        drawsAt: receivedAt + value.game.remainTime - roundTrip / 2,
      };
    },
    enabled: gameCode !== '',
  });

/** Results board: drawn, settled and cancelled draws, newest first. */
export const drawsQuery = (gameCode: string, pageSize = 10) =>
  queryOptions({
    queryKey: ['lottery', 'draws', gameCode, pageSize],
    queryFn: ({ signal }) =>
      apiGet<Paged<LotteryDraw>>('/lgw/lottery/draws', { gameCode, pageNo: 1, pageSize }, signal),
    enabled: gameCode !== '',
  });

/** The member's bets on one game, newest first. */
export const myBetsQuery = (gameCode: string, token: string | null, pageSize = 20) =>
  queryOptions({
    queryKey: ['lottery', 'bets', gameCode, token, pageSize],
    queryFn: ({ signal }) =>
      apiGet<Paged<LotteryBet>>('/lgw/lottery/bets', { gameCode, pageNo: 1, pageSize }, signal),
    enabled: gameCode !== '' && token !== null,
  });

export const placeBets = (body: PlaceBetsBody) => apiPost<PlaceBetsResult>('/lgw/lottery/bets', body);
