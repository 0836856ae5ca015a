import { defineContract } from '../contract.ts';
import { gamesEndpoints } from './games.endpoints.ts';
import {
  SEAMLESS_ERROR_CODES,
  seamlessBalanceSchema,
  seamlessBetSchema,
  seamlessBonusWinSchema,
  seamlessMoneyAnswerSchema,
  seamlessPlayerSchema,
  seamlessRollbackSchema,
  seamlessSessionCallSchema,
  seamlessWinSchema,
} from './seamless.schema.ts';

export * from './seamless.schema.ts';

const tags = ['seamless'] as const;
const sessionErrors = ['SESSION_INVALID', 'SESSION_EXPIRED'] as const;

/**
 * `/seamless/v1/*`: the wallet API game vendors call, signed both ways with the vendor's secret
 * (docs/seamless-wallet.md). Amounts are integer minor units.
 */
export const gamesSeamlessContracts = {
  'games.seamlessAuthenticate': defineContract({
    ...gamesEndpoints['games.seamlessAuthenticate'],
    summary: "Opens the vendor's view of a wallet session: the player, currency and balance",
    auth: 'vendor',
    tags,
    body: seamlessSessionCallSchema,
    response: seamlessPlayerSchema,
    errors: sessionErrors,
  }),
  'games.seamlessBalance': defineContract({
    ...gamesEndpoints['games.seamlessBalance'],
    summary: "The player's balance for a wallet session",
    auth: 'vendor',
    tags,
    body: seamlessSessionCallSchema,
    response: seamlessBalanceSchema,
    errors: sessionErrors,
  }),
  'games.seamlessBet': defineContract({
    ...gamesEndpoints['games.seamlessBet'],
    summary: "Takes a stake from the player's wallet (idempotent by transaction id)",
    auth: 'vendor',
    tags,
    body: seamlessBetSchema,
    response: seamlessMoneyAnswerSchema,
    errors: SEAMLESS_ERROR_CODES,
  }),
  'games.seamlessWin': defineContract({
    ...gamesEndpoints['games.seamlessWin'],
    summary: "Pays a round's win to the player (idempotent by transaction id)",
    auth: 'vendor',
    tags,
    body: seamlessWinSchema,
    response: seamlessMoneyAnswerSchema,
    errors: SEAMLESS_ERROR_CODES,
  }),
  'games.seamlessRollback': defineContract({
    ...gamesEndpoints['games.seamlessRollback'],
    summary: 'Cancels a bet and refunds its stake, even when the bet has not arrived yet',
    auth: 'vendor',
    tags,
    body: seamlessRollbackSchema,
    response: seamlessMoneyAnswerSchema,
    errors: SEAMLESS_ERROR_CODES,
  }),
  'games.seamlessBonusWin': defineContract({
    ...gamesEndpoints['games.seamlessBonusWin'],
    summary: 'Pays a bonus win outside any round (idempotent by transaction id)',
    auth: 'vendor',
    tags,
    body: seamlessBonusWinSchema,
    response: seamlessMoneyAnswerSchema,
    errors: SEAMLESS_ERROR_CODES,
  }),
} as const;
