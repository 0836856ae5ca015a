import { CRASH_GAME_CODE } from '@pf/shared/inhouse/crash';
import { INHOUSE_GAME_CODES, INHOUSE_VENDOR } from '@pf/shared/inhouse/limits';
import type { VendorLaunchAdapter } from './launch.adapters.ts';

/** The in-house games that have a page on this site. */
export const INHOUSE_PAGES: ReadonlySet<string> = new Set<string>([
  ...Object.values(INHOUSE_GAME_CODES),
  CRASH_GAME_CODE,
]);

/** Our own games have their own pages on this site; the page uses the member's own session. */
export const inhouseLaunchAdapter: VendorLaunchAdapter = {
  vendor: INHOUSE_VENDOR,
  games: INHOUSE_PAGES,
  async launchUrl({ game }) {
    return INHOUSE_PAGES.has(game.code) ? `/inhouse/${game.code}` : null;
  },
};
