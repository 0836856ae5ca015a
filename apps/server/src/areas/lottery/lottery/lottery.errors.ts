import type { LotteryErrorCode } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';

/**
 * Lottery failures: the code (declared in shared with the contracts), the English text and the
 * status. LOTTERY_STAKE_LIMIT is raised while reading the bet slip (bet-rules.ts), not here.
 */
const LOTTERY_ERRORS = {
  LOTTERY_GAME_NOT_FOUND: { status: 404, message: 'This lottery game does not exist' },
  LOTTERY_DRAW_NOT_FOUND: { status: 404, message: 'This draw does not exist' },
  LOTTERY_DRAW_CLOSED: { status: 409, message: 'Betting is closed for this draw' },
  LOTTERY_DRAW_STATE: { status: 409, message: 'The draw is not in a state for this action' },
  LOTTERY_RESULT_EXISTS: { status: 409, message: 'This draw already has a result waiting or confirmed' },
  LOTTERY_ENTRY_NOT_FOUND: { status: 404, message: 'This result entry does not exist' },
  LOTTERY_SAME_OPERATOR: { status: 403, message: 'A second operator must confirm this' },
  LOTTERY_VOID_LOCKED: { status: 409, message: 'An RNG draw cannot be cancelled once betting has closed' },
  LOTTERY_VOID_PENDING: {
    status: 409,
    message: 'A void of this draw is already waiting for a second operator',
  },
  LOTTERY_HOLIDAY_NOT_FOUND: { status: 404, message: 'This non-draw day is not in the calendar' },
  LOTTERY_VOID_NOT_REQUESTED: { status: 409, message: 'No void of this draw is waiting for confirmation' },
  LOTTERY_VOID_HAS_BETS: {
    status: 409,
    message: 'An RNG draw that has taken a bet can only be cancelled by a platform incident',
  },
  LOTTERY_INCIDENT_NOT_FOUND: { status: 404, message: 'This incident does not exist' },
  LOTTERY_INCIDENT_STATE: { status: 409, message: 'This incident is no longer waiting for confirmation' },
} as const satisfies Partial<Record<LotteryErrorCode, { status: number; message: string }>>;

export type { LotteryErrorCode };

export function lotteryError(code: keyof typeof LOTTERY_ERRORS, detail?: string): AppError {
  const e = LOTTERY_ERRORS[code];
  return new AppError(code, detail ? `${e.message}: ${detail}` : e.message, null, e.status);
}
