import { contractsOf, memberCall, publicCall } from '../calls.ts';
import { lotteryEndpoints as e } from './lottery.endpoints.ts';
import {
  lotteryBetPageSchema,
  lotteryDrawsQuery,
  lotteryMyBetsQuery,
  lotteryPlaceBetsResultSchema,
  lotteryPlaceBetsSchema,
} from './lottery-bets.schema.ts';
import { lotteryBoContracts } from './lottery-bo.contract.ts';
import {
  lotteryDrawIdParams,
  lotteryDrawPageSchema,
  lotteryDrawSchema,
  lotteryLatestOpenedQuery,
  lotteryLatestOpenedSchema,
  lotteryOpenedQuery,
  lotteryOpenedSchema,
  lotteryVerifySchema,
} from './lottery-draws.schema.ts';
import {
  lotteryGameDetailSchema,
  lotteryGameParams,
  lotteryMenuListSchema,
  lotteryMenuQuery,
  lotteryMenusSchema,
  lotteryPopularQuery,
  lotteryRecentQuery,
} from './lottery-menu.schema.ts';

const callTags = { public: ['lottery'], member: ['lottery'] } as const;

/**
 * §7 Lottery calls of the player. The menu and history calls come without a method in the spec:
 * they take a GET query or a POST body, read by the same schema.
 */
export const lotteryContracts = {
  ...contractsOf(e, callTags, {
    'lottery.menus': publicCall(
      "The merchant's lottery games, then the third-party lottery vendors (left out of a tag's list)",
      { query: lotteryMenuQuery, body: lotteryMenuQuery, response: lotteryMenusSchema },
    ),
    'lottery.vnMenu': publicCall('The Vietnamese lottery games (traditional and fast)', {
      query: lotteryMenuQuery,
      body: lotteryMenuQuery,
      response: lotteryMenusSchema,
    }),
    'lottery.recent': memberCall('Lottery games the member bet on, latest first', {
      query: lotteryRecentQuery,
      body: lotteryRecentQuery,
      response: lotteryMenuListSchema,
    }),
    'lottery.popular': publicCall('Lottery games with the most bets in the last day first', {
      query: lotteryPopularQuery,
      body: lotteryPopularQuery,
      response: lotteryMenuListSchema,
    }),
    'lottery.openedOfGame': publicCall("One game's drawn results, newest first (the history panel)", {
      query: lotteryOpenedQuery,
      body: lotteryOpenedQuery,
      response: lotteryOpenedSchema,
      errors: ['LOTTERY_GAME_NOT_FOUND'],
    }),
    'lottery.latestOpened': memberCall("The latest result of each game with the member's bets on it", {
      query: lotteryLatestOpenedQuery,
      body: lotteryLatestOpenedQuery,
      response: lotteryLatestOpenedSchema,
    }),
    'lottery.game': publicCall(
      'The betting page of one game: its menu item, current draw, bet types, odds and stake limits',
      { params: lotteryGameParams, response: lotteryGameDetailSchema, errors: ['LOTTERY_GAME_NOT_FOUND'] },
    ),
    'lottery.placeBets': memberCall(
      'Places a bet slip on the current (or named) draw; a repeated requestId answers the first slip',
      {
        body: lotteryPlaceBetsSchema,
        response: lotteryPlaceBetsResultSchema,
        errors: [
          'LOTTERY_GAME_NOT_FOUND',
          'LOTTERY_DRAW_NOT_FOUND',
          'LOTTERY_DRAW_CLOSED',
          'LOTTERY_STAKE_LIMIT',
          'IDEMPOTENCY_CONFLICT',
          'INSUFFICIENT_FUNDS',
        ],
      },
    ),
    'lottery.myBets': memberCall("The member's lottery bets, newest first", {
      query: lotteryMyBetsQuery,
      response: lotteryBetPageSchema,
    }),
    'lottery.draws': publicCall(
      "One game's drawn, settled and cancelled draws, newest first (the results board)",
      { query: lotteryDrawsQuery, response: lotteryDrawPageSchema, errors: ['LOTTERY_GAME_NOT_FOUND'] },
    ),
    'lottery.draw': publicCall('One draw with its result and, once revealed, its seeds', {
      params: lotteryDrawIdParams,
      response: lotteryDrawSchema,
      errors: ['LOTTERY_DRAW_NOT_FOUND'],
    }),
    'lottery.verify': publicCall('Recomputes an RNG draw from its revealed seeds with the shared verifier', {
      params: lotteryDrawIdParams,
      response: lotteryVerifySchema,
      errors: ['LOTTERY_DRAW_NOT_FOUND'],
    }),
  }),
  ...lotteryBoContracts,
} as const satisfies Record<keyof typeof e, unknown>;

export * from './lottery.errors.ts';
