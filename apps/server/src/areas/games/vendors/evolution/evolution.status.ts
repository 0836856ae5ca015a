/**
 * The statuses an operator answers Evolution's One Wallet calls with (docs/vendors/evolution.md).
 * Every answer is HTTP 200 JSON; `status` carries the outcome.
 */
export const EVO = {
  OK: 'OK',
  TEMPORARY_ERROR: 'TEMPORARY_ERROR',
  INVALID_TOKEN_ID: 'INVALID_TOKEN_ID',
  INVALID_SID: 'INVALID_SID',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  INVALID_PARAMETER: 'INVALID_PARAMETER',
  BET_DOES_NOT_EXIST: 'BET_DOES_NOT_EXIST',
  BET_ALREADY_EXIST: 'BET_ALREADY_EXIST',
  BET_ALREADY_SETTLED: 'BET_ALREADY_SETTLED',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  FINAL_ERROR_ACTION_FAILED: 'FINAL_ERROR_ACTION_FAILED',
} as const;

export type EvoStatus = (typeof EVO)[keyof typeof EVO];

/** A refusal in Evolution's terms; the balance rides along when it is known. */
export class EvoError extends Error {
  constructor(
    readonly status: EvoStatus,
    readonly balance?: number,
  ) {
    super(status);
  }
}

/** The seamless core's refusals in Evolution's terms. */
export function statusForCore(core: string): EvoStatus {
  switch (core) {
    case 'SESSION_INVALID':
    case 'SESSION_EXPIRED':
      return EVO.INVALID_SID;
    case 'INSUFFICIENT_FUNDS':
      return EVO.INSUFFICIENT_FUNDS;
    case 'ROUND_NOT_FOUND':
      return EVO.BET_DOES_NOT_EXIST;
    case 'TRANSACTION_ROLLED_BACK':
    case 'ROUND_CLOSED':
    case 'ROUND_CANCELLED':
      return EVO.FINAL_ERROR_ACTION_FAILED;
    case 'ROUND_CONFLICT':
    case 'TRANSACTION_CONFLICT':
    case 'ROLLBACK_NOT_BET':
    case 'CURRENCY_MISMATCH':
    case 'GAME_NOT_FOUND':
      return EVO.INVALID_PARAMETER;
    default:
      return EVO.UNKNOWN_ERROR;
  }
}
