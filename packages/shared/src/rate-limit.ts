/**
 * The answer to a request refused by a per-address limit. Its wait is the limit's own window, so
 * the text cannot promise a different time than the server keeps (the §8 five minutes belong to
 * the SMS lockout alone, `auth/too-many-requests`).
 */
export interface RateLimitedValue {
  /** Whole minutes to wait at most: the window, rounded up. The web's plural forms key on it. */
  count: number;
  /** Seconds until this address may try again (also the Retry-After header). */
  retryAfterSeconds: number;
}

export function waitMinutes(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / 60_000));
}

export function rateLimitedMessage(minutes: number): string {
  return `Too many requests, please try again after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function rateLimited(windowMs: number, ttlMs: number): { message: string; value: RateLimitedValue } {
  const count = waitMinutes(windowMs);
  return {
    message: rateLimitedMessage(count),
    value: { count, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) },
  };
}
