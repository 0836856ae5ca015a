import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { lotteryRepository } from './lottery.repository.ts';
import { feedDrawOf, type ResultsFeed } from './results-feed.ts';

/** Traditional draws asked about per pass. */
const FEED_PER_PASS = 20;
/** How long a draw whose feed answer failed is left before it is asked again. */
export const FEED_RETRY_MS = 30_000;
/** Errors meaning the draw already has its result (another instance, or staff, came first). */
const TAKEN = new Set(['LOTTERY_RESULT_EXISTS', 'LOTTERY_DRAW_STATE']);

export interface FeedPollerDeps {
  db: Db;
  now: () => Date;
  feed?: ResultsFeed | undefined;
  /** Enters a feed's result (the results service: validated, then confirmed or left pending). */
  enterFeedResult?: (drawId: bigint, winningNumber: string, source: string) => Promise<void>;
  onError?: (err: unknown) => void;
}

/**
 * One pass of asking the feed about due traditional draws without a result; answers the number
 * entered. Another instance entering the same draw first is no error (its entry stands); a feed
 * that throws or answers something that does not pass validation is reported, and that draw is
 * left for FEED_RETRY_MS before it is asked again (by this instance).
 */
export function feedPoller(deps: FeedPollerDeps): () => Promise<number> {
  const repo = lotteryRepository(deps.db);
  // Draws whose feed answer failed, by id, and until when they are left alone.
  const heldBack = new Map<string, number>();

  return async function pollFeed() {
    const { feed, enterFeedResult } = deps;
    if (!feed || !enterFeedResult) return 0;
    const at = deps.now().getTime();
    for (const [id, until] of heldBack) if (until <= at) heldBack.delete(id);
    const skip = [...heldBack.keys()].map((id) => BigInt(id));
    let entered = 0;
    for (const draw of await repo.traditionalAwaitingResult(deps.now(), FEED_PER_PASS, skip)) {
      const game = await repo.gameById(draw.game_id);
      if (!game) continue;
      try {
        const text = await feed.fetchResult(feedDrawOf(game, draw));
        if (text === null) continue;
        await enterFeedResult(draw.id, text, `feed:${feed.name}`);
        entered += 1;
      } catch (err) {
        if (err instanceof AppError && TAKEN.has(String(err.code))) continue;
        heldBack.set(String(draw.id), at + FEED_RETRY_MS);
        const why = err instanceof Error ? err.message : String(err);
        deps.onError?.(
          new Error(`results feed ${feed.name}, ${game.code} draw ${draw.numero} (id ${draw.id}): ${why}`, {
            cause: err,
          }),
        );
      }
    }
    return entered;
  };
}
