import type { GameItem } from '@pf/shared';
import { create } from 'zustand';
import { ApiError } from '@/lib/api-error';

/** A launch the server refused because the game cannot open now, with what to play instead. */
export interface ClosedGame {
  code: 'GAME_MAINTENANCE' | 'GAME_UNAVAILABLE';
  suggestions: GameItem[];
}

interface ClosedGameState {
  closed: ClosedGame | null;
  show: (closed: ClosedGame) => void;
  dismiss: () => void;
}

/** The one 'this game is closed, try these' dialog of the site (§2, §8). */
export const useClosedGameStore = create<ClosedGameState>((set) => ({
  closed: null,
  show: (closed) => set({ closed }),
  dismiss: () => set({ closed: null }),
}));

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
