import type { VendorLaunchAdapter } from './launch.adapters.ts';

/** Where this site's own lotteries are bet: the betting page of a lottery code, null when none. */
export interface LotteryPages {
  bettingPage(merchantId: number, code: string): Promise<string | null>;
  /** The lottery lobby (§7 lottoView lobby). */
  readonly lobby: string;
  /** The page a lottery launch naming no game opens. */
  readonly firstPage: string;
}

/**
 * The lottery vendors whose games this site plays on its own betting pages: a tile of theirs in
 * the hot list, search or a lobby opens the page of its lottery game, as the lottery lobby does.
 */
export function lotteryLaunchAdapters(
  vendors: readonly string[],
  pages: LotteryPages,
): VendorLaunchAdapter[] {
  return vendors.map((vendor) => ({
    vendor,
    launchUrl: ({ merchant, game }) => pages.bettingPage(merchant.id, game.code),
  }));
}
