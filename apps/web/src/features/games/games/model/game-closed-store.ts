import type { GameItem } from '@pf/shared';
import { ApiError } from '@/lib/api-error';
import { createSlotStore } from '@/lib/slot-store';

/** A launch the server refused because the game cannot open now, with what to play instead. */
export interface ClosedGame {
  code: 'GAME_MAINTENANCE' | 'GAME_UNAVAILABLE';
  suggestions: GameItem[];
}

/** The one 'this game is closed, try these' dialog of the site (§2, §8). */
export const useClosedGameStore = createSlotStore<ClosedGame, 'closed'>('closed');

/**
 * A launch refusal that carries suggestions (§8: a game under maintenance suggests other games of
 * its category); anything else is not one.
 */
export function closedGameOf(error: unknown): ClosedGame | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== 'GAME_MAINTENANCE' && error.code !== 'GAME_UNAVAILABLE') return null;
  const value = error.value as { suggestions?: unknown } | null;
  const suggestions = Array.isArray(value?.suggestions) ? (value.suggestions as GameItem[]) : [];
  return { code: error.code, suggestions };
}
