import type { ContractBody, ContractResponse } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { lotteryKeys } from '@/features/lottery/query-keys';
import { drawTimeMs } from '../model/refresh';
import type { Calls } from './calls';
import { callApi } from './calls';
import type { LotteryMenuItem } from './menus';

/** The betting page's answer: menu item, current draw, bet types with the merchant's rates, limits. */
export type LotteryGameDetail = ContractResponse<Calls['lottery.game']>;
/** A bet type of the betting page, with the merchant's rate and the count limits. */
export type BetTypeInfo = LotteryGameDetail['betTypes'][number];
export type LotteryBet = ContractResponse<Calls['lottery.myBets']>['list'][number];
/** `push`: a keno side bet that tied on its midpoint, stake returned. */
export type BetStatus = LotteryBet['status'];
/** A drawn (or cancelled) draw of the results board. */
export type LotteryDraw = ContractResponse<Calls['lottery.draws']>['list'][number];
export type PrizeRow = LotteryDraw['prizes'][number];
export type PlaceBetsBody = NonNullable<ContractBody<Calls['lottery.placeBets']>>;
export type BetLine = PlaceBetsBody['bets'][number];
export type PlaceBetsResult = ContractResponse<Calls['lottery.placeBets']>;

export interface TimedGameDetail extends Omit<LotteryGameDetail, 'game'> {
  game: LotteryMenuItem;
  /** When betting on the current draw closes, on this screen's clock (§4). */
  closesAt: number;
  /** When the current draw is drawn, on this screen's clock. */
  drawsAt: number;
}

/** Betting page data: the game, its current draw and its bet types with the merchant's rates. */
export const gameDetailQuery = (gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.game(gameCode),
    queryFn: async ({ signal }): Promise<TimedGameDetail> => {
      const started = Date.now();
      const value = await callApi('lottery.game', { params: { gameCode }, signal });
      const receivedAt = Date.now();
      const roundTrip = receivedAt - started;
      // The server answers no menu item only for a game disabled while it was being read.
      const { game } = value;
      if (!game) throw new Error(`lottery game ${gameCode} is not on the menu`);
      return {
        ...value,
        game,
        closesAt: drawTimeMs(game, receivedAt, roundTrip),
        drawsAt: receivedAt + game.remainTime - roundTrip / 2,
      };
    },
    enabled: gameCode !== '',
  });

/** Results board: drawn, settled and cancelled draws, newest first. */
export const drawsQuery = (gameCode: string, pageSize = 10) =>
  queryOptions({
    queryKey: lotteryKeys.draws(gameCode, pageSize),
    queryFn: ({ signal }) => callApi('lottery.draws', { query: { gameCode, pageNo: 1, pageSize }, signal }),
    enabled: gameCode !== '',
  });

/** The member's bets on one game, newest first. */
export const myBetsQuery = (gameCode: string, token: string | null, pageSize = 20) =>
  queryOptions({
    queryKey: lotteryKeys.myBets(gameCode, token, pageSize),
    queryFn: ({ signal }) => callApi('lottery.myBets', { query: { gameCode, pageNo: 1, pageSize }, signal }),
    enabled: gameCode !== '' && token !== null,
  });

export const placeBets = (body: PlaceBetsBody) => callApi('lottery.placeBets', { body });
