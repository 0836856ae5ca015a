import { defaultClassify, type GameType } from '@pf/shared';

// The server names a visitor's first lobby page from the same default, so it lives in the contract.
export { defaultClassify };

/**
 * §4 Classification menu: ALL always first, NEW only for RNG, then the vendor mapping for the game
 * type. With one mapping entry or none there is nothing to choose, so the menu is empty.
 */
export function classificationMenu(gameType: GameType, mapping: readonly string[]): string[] {
  const own = [...new Set(mapping)].filter((c) => !['ALL', 'NEW', 'FAV', 'HOT'].includes(c));
  if (own.length <= 1) return [];
  return ['ALL', ...(gameType === 'RNG' ? ['NEW'] : []), ...own];
}

/** What kind of list a lobby shows (§2 Game lobby). */
export type LobbyKind = 'category' | 'hot' | 'fav' | 'search' | 'provider';

/**
 * §2: the strip is hidden for the HOT and FAV classifications and for the search, provider, pvp and
 * sports types (sports includes its esports and cockfight offshoots, whose cards are single games).
 */
export function showsClassifyStrip(kind: LobbyKind, gameType: GameType | null, classify: string): boolean {
  if (kind !== 'category') return false;
  if (classify === 'HOT' || classify === 'FAV') return false;
  return !(gameType === 'PVP' || gameType === 'SPORTS' || gameType === 'ESPORTS' || gameType === 'COCKFIGHT');
}
