import { useCallback } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '@/lib/session-store';

/** §3 Client storage, local: favourite lottery ids per username. Visitors share one guest list. */
export const FAVOURITES_KEY = 'lotteryFavourites';
const GUEST = '';

type ByUser = Record<string, number[]>;

function load(): ByUser {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: ByUser = {};
    for (const [user, ids] of Object.entries(parsed)) {
      if (Array.isArray(ids)) out[user] = ids.filter((id): id is number => Number.isInteger(id));
    }
    return out;
  } catch {
    // Unreadable or unavailable storage: start with no favourites rather than break the block.
    return {};
  }
}

function save(value: ByUser) {
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(value));
  } catch {
    // Not persisted; the in-memory list still holds for this page view.
  }
}

interface FavouritesState {
  byUser: ByUser;
  toggle: (username: string, gameId: number) => void;
  reload: () => void;
}

export const useFavouritesStore = create<FavouritesState>((set, get) => ({
  byUser: load(),
  toggle: (username, gameId) => {
    const current = get().byUser[username] ?? [];
    const next = current.includes(gameId) ? current.filter((id) => id !== gameId) : [...current, gameId];
    const byUser = { ...get().byUser, [username]: next };
    save(byUser);
    set({ byUser });
  },
  reload: () => set({ byUser: load() }),
}));

const EMPTY: readonly number[] = [];

/** The signed-in member's (or the visitor's) favourite lottery game ids and a toggle. */
export function useLotteryFavourites() {
  const username = useSessionStore((s) => s.profile?.account ?? GUEST);
  const ids = useFavouritesStore((s) => s.byUser[username] ?? EMPTY);
  const toggleFor = useFavouritesStore((s) => s.toggle);
  const toggle = useCallback((gameId: number) => toggleFor(username, gameId), [toggleFor, username]);
  return { ids, toggle, username };
}
