import type { Redis } from 'ioredis';

/**
 * Counters and locks for abuse limits (failed logins, SMS sends, captcha refreshes). The
 * in-process store serves a single instance; with REDIS_URL the Redis store shares them between
 * instances. Times are passed in, so services with an injected clock stay testable.
 */
export interface RateStore {
  /** Counts one hit on `key` in a fixed window of `windowMs` starting at the first hit; returns the count. */
  hit(key: string, windowMs: number, nowMs: number): Promise<number>;
  /** Hits on `key` in its current window (0 when none or expired). */
  count(key: string, nowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** Locks `key` until `untilMs`. */
  lock(key: string, untilMs: number, nowMs: number): Promise<void>;
  /** The lock's end, or null when `key` is not locked at `nowMs`. */
  lockedUntil(key: string, nowMs: number): Promise<number | null>;
  /**
   * Locks `key` until `untilMs` unless it is locked already, in one step: of two instances asking
   * at once only one gets true.
   */
  tryLock(key: string, untilMs: number, nowMs: number): Promise<boolean>;
}

/** Single-process store; expired entries are dropped when touched and swept every so often. */
export function memoryRateStore(): RateStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const locks = new Map<string, number>();
  let touches = 0;

  function sweep(nowMs: number) {
    // Bounded memory under a flood of distinct keys: drop everything expired every 1000 writes.
    if (++touches % 1000 !== 0) return;
    for (const [k, v] of counters) if (v.resetAt <= nowMs) counters.delete(k);
    for (const [k, v] of locks) if (v <= nowMs) locks.delete(k);
  }

  return {
    async hit(key, windowMs, nowMs) {
      sweep(nowMs);
      const cur = counters.get(key);
      if (!cur || cur.resetAt <= nowMs) {
        counters.set(key, { count: 1, resetAt: nowMs + windowMs });
        return 1;
      }
      cur.count += 1;
      return cur.count;
    },
    async count(key, nowMs) {
      const cur = counters.get(key);
      return cur && cur.resetAt > nowMs ? cur.count : 0;
    },
    async reset(key) {
      counters.delete(key);
    },
    async lock(key, untilMs, nowMs) {
      sweep(nowMs);
      locks.set(key, untilMs);
    },
    async lockedUntil(key, nowMs) {
      const until = locks.get(key);
      return until !== undefined && until > nowMs ? until : null;
    },
    async tryLock(key, untilMs, nowMs) {
      sweep(nowMs);
      const until = locks.get(key);
      if (until !== undefined && until > nowMs) return false;
      locks.set(key, untilMs);
      return true;
    },
  };
}

/**
 * Redis store: a counter with a TTL per window and a lock key holding its end. Redis expiry uses
 * Redis's clock, so the windows follow real time here (the injected clock only decides reads).
 */
export function redisRateStore(redis: Redis, prefix = 'rl:'): RateStore {
  return {
    async hit(key, windowMs) {
      const k = `${prefix}c:${key}`;
      const count = await redis.incr(k);
      if (count === 1) await redis.pexpire(k, windowMs);
      return count;
    },
    async count(key) {
      const v = await redis.get(`${prefix}c:${key}`);
      return v ? Number(v) : 0;
    },
    async reset(key) {
      await redis.del(`${prefix}c:${key}`);
    },
    async lock(key, untilMs, nowMs) {
      const ttl = Math.max(1, untilMs - nowMs);
      await redis.set(`${prefix}l:${key}`, String(untilMs), 'PX', ttl);
    },
    async lockedUntil(key, nowMs) {
      const v = await redis.get(`${prefix}l:${key}`);
      const until = v ? Number(v) : null;
      return until !== null && until > nowMs ? until : null;
    },
    async tryLock(key, untilMs, nowMs) {
      const ttl = Math.max(1, untilMs - nowMs);
      return (await redis.set(`${prefix}l:${key}`, String(untilMs), 'PX', ttl, 'NX')) === 'OK';
    },
  };
}
