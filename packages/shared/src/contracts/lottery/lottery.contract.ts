import { defineContract } from '../contract.ts';
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

const tags = ['lottery'] as const;

/**
 * §7 Lottery calls of the player. The menu and history calls come without a method in the spec:
 * they take a GET query or a POST body, read by the same schema.
 */
export const lotteryContracts = {
  'lottery.menus': defineContract({
    ...e['lottery.menus'],
    summary: "The merchant's lottery games, then the third-party lottery vendors (left out of a tag's list)",
    auth: 'public',
    tags,
    query: lotteryMenuQuery,
    body: lotteryMenuQuery,
    response: lotteryMenusSchema,
    errors: [],
  }),
  'lottery.vnMenu': defineContract({
    ...e['lottery.vnMenu'],
    summary: 'The Vietnamese lottery games (traditional and fast)',
    auth: 'public',
    tags,
    query: lotteryMenuQuery,
    body: lotteryMenuQuery,
    response: lotteryMenusSchema,
    errors: [],
  }),
  'lottery.recent': defineContract({
    ...e['lottery.recent'],
    summary: 'Lottery games the member bet on, latest first',
    auth: 'member',
    tags,
    query: lotteryRecentQuery,
    body: lotteryRecentQuery,
    response: lotteryMenuListSchema,
    errors: [],
  }),
  'lottery.popular': defineContract({
    ...e['lottery.popular'],
    summary: 'Lottery games with the most bets in the last day first',
    auth: 'public',
    tags,
    query: lotteryPopularQuery,
    body: lotteryPopularQuery,
    response: lotteryMenuListSchema,
    errors: [],
  }),
  'lottery.openedOfGame': defineContract({
    ...e['lottery.openedOfGame'],
    summary: "One game's drawn results, newest first (the history panel)",
    auth: 'public',
    tags,
    query: lotteryOpenedQuery,
    body: lotteryOpenedQuery,
    response: lotteryOpenedSchema,
    errors: ['LOTTERY_GAME_NOT_FOUND'],
  }),
  'lottery.latestOpened': defineContract({
    ...e['lottery.latestOpened'],
    summary: "The latest result of each game with the member's bets on it",
    auth: 'member',
    tags,
    query: lotteryLatestOpenedQuery,
    body: lotteryLatestOpenedQuery,
    response: lotteryLatestOpenedSchema,
    errors: [],
  }),
  'lottery.game': defineContract({
    ...e['lottery.game'],
    summary: 'The betting page of one game: its menu item, current draw, bet types, odds and stake limits',
    auth: 'public',
    tags,
    params: lotteryGameParams,
    response: lotteryGameDetailSchema,
    errors: ['LOTTERY_GAME_NOT_FOUND'],
  }),
  'lottery.placeBets': defineContract({
    ...e['lottery.placeBets'],
    summary: 'Places a bet slip on the current (or named) draw; a repeated requestId answers the first slip',
    auth: 'member',
    tags,
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
  }),
  'lottery.myBets': defineContract({
    ...e['lottery.myBets'],
    summary: "The member's lottery bets, newest first",
    auth: 'member',
    tags,
    query: lotteryMyBetsQuery,
    response: lotteryBetPageSchema,
    errors: [],
  }),
  'lottery.draws': defineContract({
    ...e['lottery.draws'],
    summary: "One game's drawn, settled and cancelled draws, newest first (the results board)",
    auth: 'public',
    tags,
    query: lotteryDrawsQuery,
    response: lotteryDrawPageSchema,
    errors: ['LOTTERY_GAME_NOT_FOUND'],
  }),
  'lottery.draw': defineContract({
    ...e['lottery.draw'],
    summary: 'One draw with its result and, once revealed, its seeds',
    auth: 'public',
    tags,
    params: lotteryDrawIdParams,
    response: lotteryDrawSchema,
    errors: ['LOTTERY_DRAW_NOT_FOUND'],
  }),
  'lottery.verify': defineContract({
    ...e['lottery.verify'],
    summary: 'Recomputes an RNG draw from its revealed seeds with the shared verifier',
    auth: 'public',
    tags,
    params: lotteryDrawIdParams,
    response: lotteryVerifySchema,
    errors: ['LOTTERY_DRAW_NOT_FOUND'],
  }),
  ...lotteryBoContracts,
} as const satisfies Record<keyof typeof e, unknown>;

export * from './lottery.errors.ts';
