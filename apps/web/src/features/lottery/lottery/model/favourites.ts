import { useCallback } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '@/lib/session-store';
import type { LotteryMenuItem } from '../api/menus';
import { isOwnLottery } from './launch';

/** §3 Client storage, local: favourite lottery ids per username. Visitors share one guest list. */
export const FAVOURITES_KEY = 'lotteryFavourites';
const GUEST = '';

/**
 * Our own lotteries are kept by their lottery game id (a number, as stored since the start); a
 * third-party item's id is a catalog game id from another sequence, so it is kept with its vendor
 * ('SDL:413') and the two can never be taken for each other.
 */
export type FavouriteKey = number | string;

export const favouriteKey = (item: LotteryMenuItem): FavouriteKey =>
  isOwnLottery(item) ? item.gameId : `${item.vendor}:${item.gameId}`;

const isKey = (v: unknown): v is FavouriteKey =>
  Number.isInteger(v) || (typeof v === 'string' && /^[A-Za-z0-9_]+:\d+$/.test(v));

type ByUser = Record<string, FavouriteKey[]>;

function load(): ByUser {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: ByUser = {};
    for (const [user, ids] of Object.entries(parsed)) {
      if (Array.isArray(ids)) out[user] = ids.filter(isKey);
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
  toggle: (username: string, key: FavouriteKey) => void;
  reload: () => void;
}

export const useFavouritesStore = create<FavouritesState>((set, get) => ({
  byUser: load(),
  toggle: (username, key) => {
    const current = get().byUser[username] ?? [];
    const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
    const byUser = { ...get().byUser, [username]: next };
    save(byUser);
    set({ byUser });
  },
  reload: () => set({ byUser: load() }),
}));

const EMPTY: readonly FavouriteKey[] = [];

/** The signed-in member's (or the visitor's) favourite lotteries and a toggle, by item. */
export function useLotteryFavourites() {
  const username = useSessionStore((s) => s.profile?.account ?? GUEST);
  const keys = useFavouritesStore((s) => s.byUser[username] ?? EMPTY);
  const toggleFor = useFavouritesStore((s) => s.toggle);
  const toggle = useCallback(
    (item: LotteryMenuItem) => toggleFor(username, favouriteKey(item)),
    [toggleFor, username],
  );
  const has = useCallback((item: LotteryMenuItem) => keys.includes(favouriteKey(item)), [keys]);
  return { has, toggle, username };
}
