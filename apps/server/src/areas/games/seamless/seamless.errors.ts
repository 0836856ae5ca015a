import { AppError } from '../../../plugins/errors.ts';

/**
 * Every error a vendor can get from /seamless/v1, with its HTTP status and text. The code is the
 * stable part; docs/seamless-wallet.md lists when each one happens.
 */
export const SEAMLESS_ERRORS = {
  SIGNATURE_INVALID: { status: 401, message: 'Signature missing or wrong' },
  VENDOR_UNKNOWN: { status: 401, message: 'Unknown or disabled vendor' },
  SESSION_INVALID: { status: 401, message: 'Unknown session token' },
  SESSION_EXPIRED: { status: 401, message: 'Session expired; bets need a live session' },
  CURRENCY_MISMATCH: { status: 400, message: 'Currency differs from the player wallet' },
  GAME_NOT_FOUND: { status: 404, message: 'Game code is not a game of this vendor' },
  ROUND_NOT_FOUND: { status: 404, message: 'No bet was placed in this round' },
  ROUND_CLOSED: { status: 409, message: 'Round is closed; no more bets' },
  ROUND_CANCELLED: { status: 409, message: 'Round was cancelled by a rollback' },
  ROUND_CONFLICT: { status: 409, message: 'Round or bet belongs to another player' },
  INSUFFICIENT_FUNDS: { status: 409, message: 'Insufficient balance' },
  TRANSACTION_CONFLICT: { status: 409, message: 'Transaction id already used with different data' },
  TRANSACTION_ROLLED_BACK: { status: 409, message: 'Bet was rolled back before it arrived' },
  ROLLBACK_NOT_BET: { status: 400, message: 'Only a bet can be rolled back' },
  BALANCE_LIMIT: {
    status: 422,
    message: 'The balance would be above the largest amount the wallet answers (2^53 - 1 minor units)',
  },
} as const;

export type SeamlessErrorCode = keyof typeof SEAMLESS_ERRORS;

export function seamlessError(code: SeamlessErrorCode, value: unknown = null): AppError {
  const e = SEAMLESS_ERRORS[code];
  return new AppError(code, e.message, value, e.status);
}
