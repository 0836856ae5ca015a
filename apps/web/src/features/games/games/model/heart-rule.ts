import type { GameType } from '@pf/shared';

/** Where a tile is shown: a row on home (hot, rng, a category, search) or a lobby page. */
export type TilePlace = { on: 'home'; row: string } | { on: 'page'; page: string };

const HOME_ROWS = ['hot', 'rng'];
const PAGES = ['live', 'pvp', 'rng', 'fish', 'inhouse', 'hot', 'fav'];

/**
 * §2 favourite heart: never for lottery games; on home only in the hot and rng rows; otherwise only
 * on the live, pvp, rng, fish, inhouse, hot and fav pages.
 */
export function showsHeart(place: TilePlace, gameType: GameType): boolean {
  if (gameType === 'LOTT' || gameType === 'ELOTT') return false;
  if (place.on === 'home') return HOME_ROWS.includes(place.row.toLowerCase());
  return PAGES.includes(place.page.toLowerCase());
}
