import type { IconName } from '@/components/ui/icon';
import type { MenuCategory } from './game-categories';

/** Each category's icon and tile colours, fixed so it keeps its identity in both themes. */
export const CATEGORY_META: Record<MenuCategory, { icon: IconName; tone: string }> = {
  RNG: { icon: 'slots', tone: 'from-fuchsia-500 to-violet-700' },
  LIVE: { icon: 'chip', tone: 'from-rose-500 to-red-700' },
  FISH: { icon: 'fish', tone: 'from-cyan-400 to-sky-700' },
  PVP: { icon: 'cards', tone: 'from-emerald-400 to-teal-700' },
  SPORTS: { icon: 'ball', tone: 'from-lime-400 to-green-700' },
  BINGO: { icon: 'bingo', tone: 'from-pink-400 to-rose-600' },
  ESPORTS: { icon: 'gamepad', tone: 'from-indigo-400 to-blue-700' },
  COCKFIGHT: { icon: 'feather', tone: 'from-orange-400 to-red-600' },
  INHOUSE: { icon: 'star', tone: 'from-amber-300 to-orange-600' },
  LOTTERY: { icon: 'ticket', tone: 'from-yellow-300 to-amber-600' },
};
