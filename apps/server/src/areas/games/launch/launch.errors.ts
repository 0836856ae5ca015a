import { AppError } from '../../../plugins/errors.ts';

export const GAME_MAINTENANCE_MESSAGE = 'This game is under maintenance, please try one of these games';
export const GAME_UNAVAILABLE_MESSAGE = 'This game is not available yet, please try one of these games';

/** A game that cannot open now; `suggestions` are other games of its category (§8). */
export function gameClosedError(
  code: 'GAME_MAINTENANCE' | 'GAME_UNAVAILABLE',
  value: { gameId: number; gameType: string; suggestions: unknown[] },
): AppError {
  const message = code === 'GAME_MAINTENANCE' ? GAME_MAINTENANCE_MESSAGE : GAME_UNAVAILABLE_MESSAGE;
  return new AppError(code, message, value, 409);
}
