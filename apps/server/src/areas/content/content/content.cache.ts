import type { ChangeBus } from '../../../platform/change-bus.ts';
import { shareAnswer } from '../../../platform/shared-answers.ts';

/**
 * Site content answers kept in memory (every page view asks for them). A write to the content
 * (or promotion) tables empties the cache on every instance through the change bus; entries also expire after
 * `ttlMs`, so content scheduled to start or end shows up or leaves within that time.
 */
export function contentCache(bus: ChangeBus | undefined, ttlMs = 30_000, now = () => Date.now()) {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  bus?.subscribe('content', () => entries.clear());
  // The notice call lists the brand's promotions too.
  bus?.subscribe('promotions', () => entries.clear());
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      // Without a bus nothing would tell this instance about a change: read through.
      if (!bus) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { value, expires: now() + ttlMs });
      // A failed read is not kept.
      value.then(shareAnswer, () => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

export type ContentCache = ReturnType<typeof contentCache>;
