import { describe, expect, it } from 'vitest';
import { rateLimited } from './rate-limit.ts';

describe('rate-limited answer', () => {
  it('names the configured window, rounded up to whole minutes, and the real time left', () => {
    expect(rateLimited(60_000, 42_300)).toEqual({
      message: 'Too many requests, please try again after 1 minute.',
      value: { count: 1, retryAfterSeconds: 43 },
    });
    expect(rateLimited(5 * 60_000, 290_000).message).toBe(
      'Too many requests, please try again after 5 minutes.',
    );
    expect(rateLimited(90_000, 1).value).toEqual({ count: 2, retryAfterSeconds: 1 });
    expect(rateLimited(10_000, 0).value).toEqual({ count: 1, retryAfterSeconds: 1 });
  });
});
