import { CATEGORY_ROUTES } from '@pf/shared';

const HOME_PATHS = ['/', '/index', '/index.html', '/home'];
const GAME_PATHS = ['/hot', '/fav', '/providers', '/game', ...Object.values(CATEGORY_ROUTES)];
const LOTTERY_PATHS = ['/elott', '/lotteryCenter', '/lottery', '/vnLottery'];

export type BottomTab = 'home' | 'games' | 'lottery' | 'promotions';

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Which bottom tab a page belongs to, so the bar stays lit on every page of a section (a game
 * lobby, an in-house game, a lottery's betting page), not just on the tab's own route.
 */
export function bottomTabOf(pathname: string): BottomTab | null {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  if (HOME_PATHS.includes(path)) return 'home';
  if (GAME_PATHS.some((base) => under(path, base.toLowerCase()))) return 'games';
  if (LOTTERY_PATHS.some((base) => under(path, base.toLowerCase()))) return 'lottery';
  if (path === '/promotions' || path === '/promodetail') return 'promotions';
  return null;
}
