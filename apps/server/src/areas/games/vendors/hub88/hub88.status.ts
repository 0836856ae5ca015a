/**
 * The statuses an operator answers Hub88's wallet calls with (docs/vendors/hub88.md names where
 * they come from). Every answer is HTTP 200; `status` carries the outcome.
 */
export const RS = {
  OK: 'RS_OK',
  UNKNOWN: 'RS_ERROR_UNKNOWN',
  INVALID_PARTNER: 'RS_ERROR_INVALID_PARTNER',
  INVALID_TOKEN: 'RS_ERROR_INVALID_TOKEN',
  INVALID_GAME: 'RS_ERROR_INVALID_GAME',
  WRONG_CURRENCY: 'RS_ERROR_WRONG_CURRENCY',
  NOT_ENOUGH_MONEY: 'RS_ERROR_NOT_ENOUGH_MONEY',
  USER_DISABLED: 'RS_ERROR_USER_DISABLED',
  INVALID_SIGNATURE: 'RS_ERROR_INVALID_SIGNATURE',
  TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  WRONG_SYNTAX: 'RS_ERROR_WRONG_SYNTAX',
  WRONG_TYPES: 'RS_ERROR_WRONG_TYPES',
  DUPLICATE_TRANSACTION: 'RS_ERROR_DUPLICATE_TRANSACTION',
  TRANSACTION_DOES_NOT_EXIST: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  TRANSACTION_ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
} as const;

export type RsStatus = (typeof RS)[keyof typeof RS];

/** A refusal answered with a Hub88 status; a balance (minor units) rides along where it is known. */
export class RsError extends Error {
  constructor(
    readonly status: RsStatus,
    readonly balance?: { minor: number; currency: string },
  ) {
    super(status);
  }
}

/**
 * The seamless core's refusals in Hub88's terms. A win whose round is unknown or was cancelled
 * names a bet that does not exist (any more); a reused id with other data is a duplicate.
 */
export function statusForCore(core: string): RsStatus {
  switch (core) {
    case 'SESSION_INVALID':
    case 'ROUND_CONFLICT':
      return RS.INVALID_TOKEN;
    case 'SESSION_EXPIRED':
      return RS.TOKEN_EXPIRED;
    case 'INSUFFICIENT_FUNDS':
      return RS.NOT_ENOUGH_MONEY;
    case 'GAME_NOT_FOUND':
      return RS.INVALID_GAME;
    case 'CURRENCY_MISMATCH':
      return RS.WRONG_CURRENCY;
    case 'TRANSACTION_CONFLICT':
      return RS.DUPLICATE_TRANSACTION;
    case 'TRANSACTION_ROLLED_BACK':
      return RS.TRANSACTION_ROLLED_BACK;
    case 'ROUND_NOT_FOUND':
    case 'ROUND_CANCELLED':
    case 'ROLLBACK_NOT_BET':
      return RS.TRANSACTION_DOES_NOT_EXIST;
    default:
      return RS.UNKNOWN;
  }
}
