/**
 * Every code a lottery call can answer beyond the common and auth ones, declared once so the
 * server's messages, the contracts' `errors` lists and the web's translations agree.
 * Kept free of zod: the web reads it in its first-load bundle.
 */
export const LOTTERY_ERROR_CODES = [
  'LOTTERY_GAME_NOT_FOUND',
  'LOTTERY_DRAW_NOT_FOUND',
  'LOTTERY_DRAW_CLOSED',
  'LOTTERY_DRAW_STATE',
  'LOTTERY_RESULT_EXISTS',
  'LOTTERY_ENTRY_NOT_FOUND',
  'LOTTERY_SAME_OPERATOR',
  'LOTTERY_VOID_LOCKED',
  'LOTTERY_VOID_PENDING',
  'LOTTERY_HOLIDAY_NOT_FOUND',
  'LOTTERY_VOID_NOT_REQUESTED',
  /** An RNG draw that has taken a bet: only a platform incident cancels it. */
  'LOTTERY_VOID_HAS_BETS',
  'LOTTERY_INCIDENT_NOT_FOUND',
  /** The incident was confirmed already, or waited too long for its second operator. */
  'LOTTERY_INCIDENT_STATE',
  /** A stake outside the game's minimum and maximum (checked while reading the bet slip). */
  'LOTTERY_STAKE_LIMIT',
] as const;
export type LotteryErrorCode = (typeof LOTTERY_ERROR_CODES)[number];

/** The codes the bet slip explains in its own words (docs/lottery-engine.md). */
export const LOTTERY_BET_ERROR_CODES = [
  'LOTTERY_DRAW_CLOSED',
  'LOTTERY_STAKE_LIMIT',
  'LOTTERY_GAME_NOT_FOUND',
] as const satisfies readonly LotteryErrorCode[];
