import { contractsOf, vendorCall } from '../calls.ts';
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

const sessionErrors = ['SESSION_INVALID', 'SESSION_EXPIRED'] as const;

const callTags = { vendor: ['seamless'] } as const;

/**
 * `/seamless/v1/*`: the wallet API game vendors call, signed both ways with the vendor's secret
 * (docs/seamless-wallet.md). Amounts are integer minor units.
 */
export const gamesSeamlessContracts = contractsOf(gamesEndpoints, callTags, {
  'games.seamlessAuthenticate': vendorCall(
    "Opens the vendor's view of a wallet session: the player, currency and balance",
    { body: seamlessSessionCallSchema, response: seamlessPlayerSchema, errors: sessionErrors },
  ),
  'games.seamlessBalance': vendorCall("The player's balance for a wallet session", {
    body: seamlessSessionCallSchema,
    response: seamlessBalanceSchema,
    errors: sessionErrors,
  }),
  'games.seamlessBet': vendorCall("Takes a stake from the player's wallet (idempotent by transaction id)", {
    body: seamlessBetSchema,
    response: seamlessMoneyAnswerSchema,
    errors: SEAMLESS_ERROR_CODES,
  }),
  'games.seamlessWin': vendorCall("Pays a round's win to the player (idempotent by transaction id)", {
    body: seamlessWinSchema,
    response: seamlessMoneyAnswerSchema,
    errors: SEAMLESS_ERROR_CODES,
  }),
  'games.seamlessRollback': vendorCall(
    'Cancels a bet and refunds its stake, even when the bet has not arrived yet',
    { body: seamlessRollbackSchema, response: seamlessMoneyAnswerSchema, errors: SEAMLESS_ERROR_CODES },
  ),
  'games.seamlessBonusWin': vendorCall('Pays a bonus win outside any round (idempotent by transaction id)', {
    body: seamlessBonusWinSchema,
    response: seamlessMoneyAnswerSchema,
    errors: SEAMLESS_ERROR_CODES,
  }),
});
