import { CATEGORY_ROUTES } from '@pf/shared';
import type { IconName } from '@/components/ui/icon';
import type en from '@/locales/en.json';

export type CategoryCode = keyof (typeof en)['category'];

export interface CategoryLink {
  code: CategoryCode;
  path: string;
  icon: IconName;
  /** Tile colours, fixed per category so each keeps its identity in both themes. */
  tone: string;
}

const link = (code: CategoryCode, path: string, icon: IconName, tone: string): CategoryLink => ({
  code,
  path,
  icon,
  tone,
});

/**
 * The game categories as the side bar and the home game menu list them (§2 Game menu: bingo comes
 * right after sports; esports and cockfight stand alone; lottery kinds merge into one entry).
 * Until vendor data is wired in, every category is listed.
 */
export const GAME_CATEGORIES: readonly CategoryLink[] = [
  link('RNG', CATEGORY_ROUTES.RNG, 'slots', 'from-fuchsia-500 to-violet-700'),
  link('LIVE', CATEGORY_ROUTES.LIVE, 'chip', 'from-rose-500 to-red-700'),
  link('FISH', CATEGORY_ROUTES.FISH, 'fish', 'from-cyan-400 to-sky-700'),
  link('PVP', CATEGORY_ROUTES.PVP, 'cards', 'from-emerald-400 to-teal-700'),
  link('SPORTS', CATEGORY_ROUTES.SPORTS, 'ball', 'from-lime-400 to-green-700'),
  link('BINGO', CATEGORY_ROUTES.BINGO, 'bingo', 'from-pink-400 to-rose-600'),
  link('ESPORTS', CATEGORY_ROUTES.ESPORTS, 'gamepad', 'from-indigo-400 to-blue-700'),
  link('COCKFIGHT', CATEGORY_ROUTES.COCKFIGHT, 'feather', 'from-orange-400 to-red-600'),
  link('INHOUSE', CATEGORY_ROUTES.INHOUSE, 'star', 'from-amber-300 to-orange-600'),
  link('LOTTERY', '/elott', 'ticket', 'from-yellow-300 to-amber-600'),
];

/** The header's top nav, in the order the spec lists the vendor categories (§2 Header). */
export const TOP_NAV: readonly CategoryLink[] = [
  link('ELOTT', '/elott', 'balls', ''),
  link('LOTT', '/lotteryCenter', 'ticket', ''),
  link('LIVE', CATEGORY_ROUTES.LIVE, 'chip', ''),
  link('SPORTS', CATEGORY_ROUTES.SPORTS, 'ball', ''),
  link('FISH', CATEGORY_ROUTES.FISH, 'fish', ''),
  link('RNG', CATEGORY_ROUTES.RNG, 'slots', ''),
  link('PVP', CATEGORY_ROUTES.PVP, 'cards', ''),
  link('ESPORTS', CATEGORY_ROUTES.ESPORTS, 'gamepad', ''),
];
