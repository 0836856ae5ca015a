import type { Merchant } from '../../brand/index.ts';
import type { MemberSession } from '../../identity/index.ts';
import type { GameRow } from '../games/catalog.repository.ts';

/** What an adapter knows when it builds a game URL. */
export interface LaunchContext {
  merchant: Merchant;
  session: MemberSession;
  game: GameRow;
  language: string;
  /** scheme://host of the request, for URLs served by this deployment. */
  origin: string;
}

/**
 * How one vendor opens a game. An adapter answers the URL to show; vendors without an adapter
 * are in the catalog but cannot be played on this deployment.
 */
export interface VendorLaunchAdapter {
  vendor: string;
  /** The vendor moves money through our seamless wallet while the game is open (docs/seamless-wallet.md). */
  seamless?: boolean;
  /** The only game codes it opens; every game of the vendor when absent. */
  games?: ReadonlySet<string>;
  launchUrl(ctx: LaunchContext): Promise<string | null>;
}
