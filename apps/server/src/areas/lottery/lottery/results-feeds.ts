import { cachedFeedSecret } from './feed-secret.ts';
import type { Q } from './lottery.repository.ts';
import type { ResultsFeed } from './results-feed.ts';
import { SANDBOX_FEED, sandboxResultsFeed } from './sandbox-feed.ts';

export interface FeedContext {
  db: Q;
  now: () => Date;
}

interface FeedAdapter {
  /** A sandbox publishes numbers of its own: never in production. */
  sandbox: boolean;
  make(ctx: FeedContext): ResultsFeed;
}

/**
 * The results feeds a deployment can choose with LOTTERY_RESULTS_FEED. A real provider plugs in as
 * one more entry: an adapter implementing ResultsFeed over the provider's API, its credentials
 * read from its own environment variables.
 */
const ADAPTERS: Readonly<Record<string, FeedAdapter>> = {
  [SANDBOX_FEED]: {
    sandbox: true,
    make: (ctx) => sandboxResultsFeed({ secret: cachedFeedSecret(ctx.db, SANDBOX_FEED), now: ctx.now }),
  },
};

export const RESULTS_FEED_NAMES = Object.keys(ADAPTERS) as [string, ...string[]];

/**
 * The feed a deployment runs: the one named, or by default the sandbox outside production and
 * none in production (results then come from staff entry alone). A sandbox named in production
 * stops the start.
 */
export function chooseResultsFeed(
  name: string | undefined,
  ctx: FeedContext & { production: boolean },
): ResultsFeed | undefined {
  const chosen = name ?? (ctx.production ? 'none' : SANDBOX_FEED);
  if (chosen === 'none') return undefined;
  const adapter = ADAPTERS[chosen];
  if (!adapter)
    throw new Error(`Invalid environment configuration: LOTTERY_RESULTS_FEED: no feed "${chosen}"`);
  if (adapter.sandbox && ctx.production)
    throw new Error(
      `Invalid environment configuration: LOTTERY_RESULTS_FEED: the ${chosen} feed never runs in production`,
    );
  return adapter.make(ctx);
}
