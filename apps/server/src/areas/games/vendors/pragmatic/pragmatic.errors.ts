/**
 * The error codes an operator answers Pragmatic Play's wallet calls with (docs/vendors/pragmatic.md
 * names where each comes from). Every answer is HTTP 200; the `error` field carries the outcome.
 */
export const PP = {
  SUCCESS: 0,
  INSUFFICIENT_BALANCE: 1,
  PLAYER_NOT_FOUND: 2,
  BET_NOT_ALLOWED: 3,
  AUTHENTICATION_FAILED: 4,
  INVALID_HASH: 5,
  PLAYER_FROZEN: 6,
  BAD_PARAMETERS: 7,
  GAME_NOT_FOUND: 8,
  BET_LIMIT_REACHED: 50,
  INTERNAL_RETRY: 100,
  INTERNAL_NO_RETRY: 120,
  END_ROUND_RETRY: 130,
} as const;

export type PpCode = (typeof PP)[keyof typeof PP];

const DESCRIPTIONS: Record<PpCode, string> = {
  0: 'Success',
  1: 'Insufficient balance',
  2: 'Player not found or is logged out',
  3: 'Bet is not allowed',
  4: 'Player authentication failed due to invalid, not found or expired token',
  5: 'Invalid hash code',
  6: 'Player is frozen',
  7: 'Bad parameters in the request, please check post parameters',
  8: 'Game is not found or disabled',
  50: 'Bet limit has been reached',
  100: 'Internal server error',
  120: 'Internal server error',
  130: 'Internal server error on EndRound processing',
};

export const describe = (code: PpCode) => DESCRIPTIONS[code];

/** A refusal to answer with a Pragmatic code; extra fields (a balance) ride along. */
export class PpError extends Error {
  constructor(
    readonly code: PpCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(DESCRIPTIONS[code]);
  }
}

export type Call = 'authenticate' | 'balance' | 'bet' | 'result' | 'refund' | 'credit' | 'endRound';

/**
 * The seamless core's refusals in Pragmatic's terms, by call. A result whose bet has not arrived
 * asks for a retry (100): Pragmatic retries it, and once the bet lands the retry is credited.
 */
export function codeForCore(core: string, call: Call): PpCode {
  switch (core) {
    case 'SESSION_INVALID':
      return call === 'authenticate' ? PP.AUTHENTICATION_FAILED : PP.PLAYER_NOT_FOUND;
    case 'SESSION_EXPIRED':
      return PP.AUTHENTICATION_FAILED;
    case 'INSUFFICIENT_FUNDS':
      return PP.INSUFFICIENT_BALANCE;
    case 'GAME_NOT_FOUND':
      return PP.GAME_NOT_FOUND;
    case 'ROUND_NOT_FOUND':
      return call === 'endRound' ? PP.END_ROUND_RETRY : PP.INTERNAL_RETRY;
    case 'ROUND_CLOSED':
      return call === 'bet' ? PP.BET_NOT_ALLOWED : PP.INTERNAL_NO_RETRY;
    case 'TRANSACTION_ROLLED_BACK':
      return PP.BET_NOT_ALLOWED;
    case 'ROUND_CANCELLED':
    case 'BALANCE_LIMIT':
      return PP.INTERNAL_NO_RETRY;
    case 'ROUND_CONFLICT':
    case 'TRANSACTION_CONFLICT':
    case 'ROLLBACK_NOT_BET':
    case 'CURRENCY_MISMATCH':
      return PP.BAD_PARAMETERS;
    default:
      return call === 'endRound' ? PP.END_ROUND_RETRY : PP.INTERNAL_RETRY;
  }
}
