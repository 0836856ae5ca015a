import type { ChangeBus } from './change-bus.ts';
import { shareAnswer } from './shared-answers.ts';

export interface ReadCacheOptions {
  /** Topics whose change empties this cache. */
  topics: string[];
  /** How long an entry may be served without any change heard; a safety net, not the mechanism. */
  ttlMs: number;
  /** Entries kept at most; the oldest go first (filters like a name search have no bound). */
  max?: number;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
  /** The loaded value, once there is one (for `freshWhile`). */
  settled?: { v: unknown };
}

/**
 * An in-process cache of database reads, emptied whenever the change bus reports one of its
 * topics. Concurrent misses of one key share a single load; a load that began before a change is
 * handed to its callers but not kept. While the bus is not live (a transport lost), or without a
 * bus, every read goes to the database.
 */
export function readCache(bus: ChangeBus | undefined, opts: ReadCacheOptions) {
  const entries = new Map<string, Entry>();
  const max = opts.max ?? 10_000;
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  for (const topic of opts.topics) bus?.subscribe(topic, clear);

  return {
    /**
     * The cached value of `key`, or `load()`'s. `freshWhile` may end an entry's life from its
     * value at read time (a menu holds until its next draw, by the caller's clock).
     */
    get<V>(key: string, load: () => Promise<V>, freshWhile?: (value: V) => boolean): Promise<V> {
      // Without a bus nothing would tell this cache of a change: it reads through.
      if (!bus?.live) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now && (!freshWhile || !hit.settled || freshWhile(hit.settled.v as V))) {
        return hit.value as Promise<V>;
      }
      const started = generation;
      const value = load();
      const entry: Entry = { value, expires: now + opts.ttlMs };
      entries.set(key, entry);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      value.then(
        (v) => {
          // Runs before the first caller's await resumes, so every caller sees it shared.
          entry.settled = { v: shareAnswer(v) };
          if (generation !== started && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear,
    get size() {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof readCache>;

/** A cache key from call arguments; bigint and Date survive, key order is the caller's. */
export function keyOf(...args: unknown[]): string {
  return JSON.stringify(args, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v));
}

// biome-ignore lint/suspicious/noExplicitAny: any function's parameters; each wrapper keeps the method's own type.
type AsyncMethod = (...args: any[]) => Promise<unknown>;

/**
 * `target` with the named read methods answered from `cache`, keyed by method and arguments. The
 * other methods pass through untouched.
 */
export function withCachedReads<T extends object>(
  target: T,
  cache: ReadCache,
  names: readonly { [K in keyof T]: T[K] extends AsyncMethod ? K : never }[keyof T][],
): T {
  const out = { ...target };
  for (const name of names) {
    const method = target[name] as AsyncMethod;
    const label = String(name);
    (out[name] as AsyncMethod) = (...args: unknown[]) =>
      cache.get(`${label}${keyOf(...args)}`, () => method(...args));
  }
  return out;
}
