import { z } from 'zod';
import { RESULTS_FEED_NAMES } from './results-feeds.ts';

const envSchema = z.object({
  /** Seconds between keno draws of the demo merchant (short for e2e journeys); default 300. */
  LOTTERY_KENO_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(3600).optional(),
  /**
   * Seconds between draws of the demo merchant's quickest fast VN game (vnfast-45s; short for e2e
   * journeys); default 45.
   */
  LOTTERY_FAST_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(45).optional(),
  /**
   * Where traditional results come from besides staff entry: `none`, or one of the adapters of
   * results-feeds.ts. Default: `sandbox` outside production, `none` in production.
   */
  LOTTERY_RESULTS_FEED: z.enum(['none', ...RESULTS_FEED_NAMES]).optional(),
  /**
   * What a feed's result becomes: `auto` (default) confirms it at once and the draw settles;
   * `operator` keeps it pending until an operator confirms it, as with staff entry.
   */
  LOTTERY_RESULTS_FEED_CONFIRM: z.enum(['auto', 'operator']).optional(),
});

export type FeedConfirm = 'auto' | 'operator';

export interface LotteryEnv {
  kenoIntervalSeconds: number | undefined;
  fastIntervalSeconds: number | undefined;
  resultsFeed: string | undefined;
  feedConfirm: FeedConfirm;
}

/** The lottery's environment settings, checked once; a bad value stops the start with its name. */
export function lotteryEnv(env: NodeJS.ProcessEnv = process.env): LotteryEnv {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return {
    kenoIntervalSeconds: parsed.data.LOTTERY_KENO_INTERVAL_SECONDS,
    fastIntervalSeconds: parsed.data.LOTTERY_FAST_INTERVAL_SECONDS,
    resultsFeed: parsed.data.LOTTERY_RESULTS_FEED,
    feedConfirm: parsed.data.LOTTERY_RESULTS_FEED_CONFIRM ?? 'auto',
  };
}

/** Keno's lock: 10 s before the draw, shorter for very short intervals so betting stays open. */
export function kenoLockSeconds(intervalSeconds: number): number {
  return intervalSeconds >= 60 ? 10 : Math.max(2, Math.floor(intervalSeconds / 4));
}

/** The quickest fast game's lock: its usual 5 s, shorter for very short intervals like keno's. */
export function fastLockSeconds(intervalSeconds: number): number {
  return Math.min(5, kenoLockSeconds(intervalSeconds));
}
