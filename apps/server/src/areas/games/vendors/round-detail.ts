import { AppError } from '../../../plugins/errors.ts';

/** A member's round at a vendor, as the vendor knows it. */
export interface VendorRound {
  merchantId: number;
  /** The player id our wallet answers the vendor (the member id). */
  memberId: bigint;
  /** The vendor's code of the game (Pragmatic's symbol, Evolution's table id). */
  gameCode: string;
  /** The vendor's own round id. */
  roundId: string;
  /** Where the member's browser reaches this site, for links to the development simulators. */
  origin: string;
}

/** How one vendor shows a player the detail of a round: the page's address, asked for when needed. */
export interface RoundDetailAdapter {
  vendor: string;
  link(round: VendorRound): Promise<string>;
}

/** How long a vendor's history call may take before the member is told it is unavailable. */
export const ROUND_DETAIL_TIMEOUT_MS = 8_000;

export const vendorUnavailable = (why: string) => new AppError('VENDOR_UNAVAILABLE', why, null, 502);

/**
 * A development simulator answers with this server's loopback address; the member's browser
 * reaches the same pages through the address it uses for the site.
 */
export function throughOrigin(url: string, simulatorBase: string | null, origin: string): string {
  return simulatorBase && url.startsWith(simulatorBase) ? origin + url.slice(simulatorBase.length) : url;
}
