import { createHmac } from 'node:crypto';
import { formatVnResult, VN_LAYOUTS, type VnResult } from '@pf/shared';
import type { FeedDraw, ResultsFeed } from './results-feed.ts';

export const SANDBOX_FEED = 'sandbox';

/**
 * The sandbox's result of a station's draw on a date. Its digits come from HMAC-SHA256 keyed by
 * the deployment's secret over "<station>:<date>:<block>" (block 0, 1, … as more bytes are
 * needed), a byte b < 250 giving the digit b mod 10 (bytes 250–255 are skipped, so each digit is
 * uniform). Fixed by the secret alone: staff cannot steer it, nobody without the secret can tell it
 * before it is published, and every brand and instance publishes the same numbers for the same
 * station and day. A demonstration source, not a fairness claim: whoever holds the secret knows
 * every future result, and a player can verify nothing about it.
 */
export function sandboxResult(
  secret: string,
  draw: Pick<FeedDraw, 'gameCode' | 'region' | 'date'>,
): VnResult {
  let block = 0;
  let bytes: Buffer = Buffer.alloc(0);
  let at = 0;
  const digit = (): string => {
    for (;;) {
      if (at >= bytes.length) {
        bytes = createHmac('sha256', secret).update(`${draw.gameCode}:${draw.date}:${block++}`).digest();
        at = 0;
      }
      const b = bytes[at++] as number;
      if (b < 250) return String(b % 10);
    }
  };
  const rows = VN_LAYOUTS[draw.region].map((spec) =>
    Array.from({ length: spec.count }, () => Array.from({ length: spec.digits }, digit).join('')),
  );
  return { region: draw.region, rows };
}

/** The sandbox feed: publishes each station's full result at its draw time, never before. */
export function sandboxResultsFeed(deps: { secret: () => Promise<string>; now: () => Date }): ResultsFeed {
  return {
    name: SANDBOX_FEED,
    async fetchResult(draw) {
      if (deps.now().getTime() < draw.drawAt.getTime()) return null;
      return formatVnResult(sandboxResult(await deps.secret(), draw), 'rows');
    },
  };
}
