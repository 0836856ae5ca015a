import { CRASH_GAME_CODE } from '@pf/shared/inhouse/crash';
import { INHOUSE_GAME_CODES, INHOUSE_VENDOR } from '@pf/shared/inhouse/limits';
import type { VendorLaunchAdapter } from './launch.adapters.ts';

const WITH_PAGES = new Set<string>([...Object.values(INHOUSE_GAME_CODES), CRASH_GAME_CODE]);

/** Our own games have their own pages on this site; the page uses the member's own session. */
export const inhouseLaunchAdapter: VendorLaunchAdapter = {
  vendor: INHOUSE_VENDOR,
  async launchUrl({ game }) {
    return WITH_PAGES.has(game.code) ? `/inhouse/${game.code}` : null;
  },
};
