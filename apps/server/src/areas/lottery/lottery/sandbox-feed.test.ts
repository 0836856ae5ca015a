import { formatVnResult, layoutTotal, parseVnResult, VN_REGIONS } from '@pf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { feedSecret } from './feed-secret.ts';
import { lotteryEnv } from './lottery.config.ts';
import { chooseResultsFeed } from './results-feeds.ts';
import { sandboxResult, sandboxResultsFeed } from './sandbox-feed.ts';

const SECRET = 'a'.repeat(64);

describe('the sandbox results feed', () => {
  it('makes a full draw of the region: every prize row with its count of numbers and digits', () => {
    for (const region of VN_REGIONS) {
      const result = sandboxResult(SECRET, { gameCode: 'some-station', region, date: '20261205' });
      expect(result.rows.flat()).toHaveLength(layoutTotal(region));
      // The same validation a result entered by staff goes through.
      expect(parseVnResult(formatVnResult(result, 'rows'), region)).toEqual(result);
    }
  });

  it('depends on the secret, the station and the date alone', () => {
    const draw = { gameCode: 'mn-hcm', region: 'MN' as const, date: '20261207' };
    const text = (secret: string, d = draw) => formatVnResult(sandboxResult(secret, d), 'rows');
    expect(text(SECRET)).toBe(text(SECRET));
    expect(text(SECRET)).not.toBe(text('b'.repeat(64)));
    expect(text(SECRET)).not.toBe(text(SECRET, { ...draw, date: '20261212' }));
    expect(text(SECRET)).not.toBe(text(SECRET, { ...draw, gameCode: 'mn-dongthap' }));
  });

  it('draws every digit about equally often', () => {
    const counts = new Array<number>(10).fill(0);
    for (let day = 0; day < 2000; day++) {
      const result = sandboxResult(SECRET, { gameCode: 'vn-mb', region: 'MB', date: String(20000000 + day) });
      for (const d of result.rows.flat().join('')) counts[Number(d)] = (counts[Number(d)] ?? 0) + 1;
    }
    // 2,000 draws of 107 digits: 21,400 expected of each, a standard deviation of about 139.
    for (const n of counts) expect(Math.abs(n - 21_400)).toBeLessThan(1_000);
  });

  it('publishes nothing before the draw time and the full result from the draw time on', async () => {
    let now = new Date('2026-12-07T09:14:59.999Z');
    const feed = sandboxResultsFeed({ secret: async () => SECRET, now: () => now });
    const draw = {
      gameCode: 'mn-hcm',
      region: 'MN' as const,
      station: 'TP. Hồ Chí Minh',
      date: '20261207',
      drawAt: new Date('2026-12-07T09:15:00Z'),
    };
    expect(await feed.fetchResult(draw)).toBeNull();
    now = new Date('2026-12-07T09:15:00Z');
    expect(await feed.fetchResult(draw)).toBe(formatVnResult(sandboxResult(SECRET, draw), 'rows'));
  });
});

describe('choosing the results feed', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());

  it('runs the sandbox outside production and no feed in production unless one is named', () => {
    const ctx = { db: h.db, now: () => new Date() };
    expect(chooseResultsFeed(undefined, { ...ctx, production: false })?.name).toBe('sandbox');
    expect(chooseResultsFeed('none', { ...ctx, production: false })).toBeUndefined();
    expect(chooseResultsFeed(undefined, { ...ctx, production: true })).toBeUndefined();
    expect(() => chooseResultsFeed('sandbox', { ...ctx, production: true })).toThrow(
      'LOTTERY_RESULTS_FEED: the sandbox feed never runs in production',
    );
  });

  it('reads the feed and what its results become from the environment, refusing unknown values', () => {
    expect(lotteryEnv({})).toMatchObject({ resultsFeed: undefined, feedConfirm: 'auto' });
    expect(
      lotteryEnv({ LOTTERY_RESULTS_FEED: 'sandbox', LOTTERY_RESULTS_FEED_CONFIRM: 'operator' }),
    ).toMatchObject({ resultsFeed: 'sandbox', feedConfirm: 'operator' });
    expect(() => lotteryEnv({ LOTTERY_RESULTS_FEED: 'somewhere' })).toThrow(/LOTTERY_RESULTS_FEED/);
    expect(() => lotteryEnv({ LOTTERY_RESULTS_FEED_CONFIRM: 'never' })).toThrow(
      /LOTTERY_RESULTS_FEED_CONFIRM/,
    );
  });

  it('keeps one secret per deployment, made once even when asked for at once, and stored sealed', async () => {
    const [a, b] = await Promise.all([feedSecret(h.db, 'sandbox'), feedSecret(h.db, 'sandbox')]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(await feedSecret(h.db, 'sandbox')).toBe(a);
    const stored = await h.db.selectFrom('lottery_feed_secrets').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.secret_enc).not.toContain(a);
  });
});
