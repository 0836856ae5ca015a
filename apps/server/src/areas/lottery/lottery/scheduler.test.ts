import { formatVnResult, parseVnResult } from '@pf/shared';
import { XSMB_2026_09_15, XSMN_HCM_2026_09_28 } from '@pf/shared/lottery/vn/real-draws.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { TEST_COST } from '../../../platform/password.ts';
import { testClock } from '../../../test/member-kit.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { seedDemoMerchant } from '../../brand/index.ts';
import { auditService, DEMO_STAFF, seedDemoStaff } from '../../identity/index.ts';
import { LOTTERY_RESULTS_STAFF, seedLotteryGames, seedLotteryStaff } from './demo-lottery.ts';
import { FEED_RETRY_MS } from './feed-poller.ts';
import { resultsService } from './results.service.ts';
import type { ResultsFeed } from './results-feed.ts';
import { sandboxResult, sandboxResultsFeed } from './sandbox-feed.ts';
import { lotteryScheduler } from './scheduler.ts';

/**
 * The scheduler on a clock the test moves by hand: nothing happens until the clock says so, and
 * each tick does exactly what the time calls for.
 */
describe('lottery scheduler on a controllable clock', () => {
  let h: DbHandle;
  // 15:00 in Hồ Chí Minh City; keno every 5 minutes, betting closes 10 s before each draw.
  const clock = testClock(new Date('2026-03-01T08:00:00Z'));
  let scheduler: ReturnType<typeof lotteryScheduler>;

  beforeAll(async () => {
    h = await createTestDatabase('pglite');
    const merchantId = await seedDemoMerchant(h.db);
    await seedLotteryGames(h.db, merchantId, {});
    scheduler = lotteryScheduler({ db: h.db, now: clock.now });
  });
  afterAll(async () => h?.close());

  const kenoDraws = () =>
    h.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.id', 'd.numero', 'd.status', 'd.draw_at', 'd.lock_at', 'd.winning_number', 'd.settled_at'])
      .where('g.code', '=', 'keno')
      .orderBy('d.draw_at')
      .execute();

  it('moves a draw scheduled → open → locked → drawn → settled as the clock passes each time', async () => {
    const first = await scheduler.tick();
    expect(first.created).toBeGreaterThan(0);
    let draws = await kenoDraws();
    // Ten minutes ahead, at least three draws: 08:05, 08:10, 08:15.
    expect(draws.map((d) => d.draw_at.toISOString())).toEqual([
      '2026-03-01T08:05:00.000Z',
      '2026-03-01T08:10:00.000Z',
      '2026-03-01T08:15:00.000Z',
    ]);
    expect(draws.map((d) => d.status)).toEqual(['open', 'scheduled', 'scheduled']);

    // One second before the lock: still open, nothing drawn.
    clock.advance(4 * 60_000 + 49_000);
    await scheduler.tick();
    expect((await kenoDraws())[0]?.status).toBe('open');

    clock.advance(1_000); // 08:04:50, the lock
    await scheduler.tick();
    draws = await kenoDraws();
    expect(draws[0]?.status).toBe('locked');
    expect(draws[0]?.winning_number).toBeNull();

    clock.advance(9_999); // a millisecond before the draw
    expect((await scheduler.tick()).drawn).toBe(0);

    clock.advance(1); // 08:05:00
    const atDraw = await scheduler.tick();
    expect(atDraw.drawn).toBeGreaterThanOrEqual(1);
    draws = await kenoDraws();
    expect(draws[0]?.status).toBe('settled');
    expect(draws[0]?.winning_number?.split(',')).toHaveLength(20);
    expect(draws[0]?.settled_at?.toISOString()).toBe('2026-03-01T08:05:00.000Z');
    expect(atDraw.settled.map((s) => s.drawId)).toContain(draws[0]?.id);
    // The next draw opened when this one was drawn.
    expect(draws[1]?.status).toBe('open');
  });

  it('catches up after a pause over a few bounded ticks: every missed draw drawn and settled once', async () => {
    clock.advance(30 * 60_000); // 08:35:00: six keno draws and dozens of fast VN draws missed
    const settledIds: string[] = [];
    let created = 0;
    for (let i = 0; i < 10; i++) {
      const tick = await scheduler.tick();
      created += tick.created;
      // A tick settles at most 20 draws, so one pass never runs for ever.
      expect(tick.settled.length).toBeLessThanOrEqual(20);
      settledIds.push(...tick.settled.map((s) => String(s.drawId)));
      if (tick.drawn === 0 && tick.settled.length === 0) break;
    }
    expect(new Set(settledIds).size).toBe(settledIds.length);
    const draws = await kenoDraws();
    const past = draws.filter((d) => d.draw_at.getTime() <= clock.now().getTime());
    expect(past.every((d) => d.status === 'settled')).toBe(true);
    // The draws generated before the pause are drawn late; none is invented for the paused time
    // (nobody could bet on it), and the schedule resumes ahead of the clock.
    expect(past.map((d) => d.draw_at.toISOString())).toEqual([
      '2026-03-01T08:05:00.000Z',
      '2026-03-01T08:10:00.000Z',
      '2026-03-01T08:15:00.000Z',
    ]);
    const future = draws.filter((d) => d.draw_at.getTime() > clock.now().getTime());
    expect(future.length).toBeGreaterThanOrEqual(2);
    expect(future[0]?.status).toBe('open');
    expect(created).toBeGreaterThan(0);
    const unsettled = await h.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select('d.id')
      .where('g.kind', '<>', 'vn')
      .where('d.draw_at', '<=', clock.now())
      .where('d.status', '<>', 'settled')
      .execute();
    expect(unsettled).toEqual([]);
  });

  it('runs one pass at a time: a tick while another is running does nothing', async () => {
    clock.advance(5 * 60_000);
    const [a, b] = await Promise.all([scheduler.tick(), scheduler.tick()]);
    expect(a.drawn).toBeGreaterThan(0);
    expect(b).toEqual({ created: 0, drawn: 0, settled: [] });
  });

  const drawOf = (code: string, numero: string) =>
    h.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.id', 'd.status', 'd.winning_number', 'd.numero'])
      .where('g.code', '=', code)
      .where('d.numero', '=', numero)
      .executeTakeFirstOrThrow();
  const entriesOf = (drawId: bigint) =>
    selectWhere(h.db, 'lottery_result_entries', { draw_id: drawId })
      .select(['id', 'status', 'source', 'entered_by', 'winning_number'])
      .execute();
  const moveTo = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
  const staffId = async (username: string) =>
    (await h.db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;

  it('with feed confirmation by an operator: takes the feed result as a pending entry an operator confirms', async () => {
    await seedLotteryStaff(h.db, TEST_COST);
    const results = resultsService({
      db: h.db,
      audit: auditService(h.db),
      now: clock.now,
      feedConfirm: 'operator',
    });
    const asked: string[] = [];
    let published: string | null = null;
    const feed: ResultsFeed = {
      name: 'test-feed',
      async fetchResult(draw) {
        asked.push(`${draw.gameCode}:${draw.date}:${draw.station}`);
        return draw.gameCode === 'vn-mb' ? published : null;
      },
    };
    const withFeed = lotteryScheduler({
      db: h.db,
      now: clock.now,
      feed,
      enterFeedResult: results.enterFromFeed,
    });

    // 18:15 local: Miền Bắc is due (Sunday: Thái Bình draws); the feed has nothing yet.
    moveTo('2026-03-01T11:15:00Z');
    await withFeed.tick();
    expect(asked).toContain('vn-mb:20260301:Thái Bình');
    expect((await drawOf('vn-mb', '20260301')).status).toBe('locked');

    // Published: entered as a pending entry by the feed, but the draw waits for an operator.
    published = XSMB_2026_09_15;
    clock.advance(1000);
    await withFeed.tick();
    const draw = await drawOf('vn-mb', '20260301');
    expect(draw.status).toBe('locked');
    const [entry] = await entriesOf(draw.id);
    expect(entry).toMatchObject({ status: 'pending', source: 'feed:test-feed', entered_by: null });
    // It is not asked again while the entry is pending.
    const before = asked.filter((a) => a.startsWith('vn-mb:20260301')).length;
    await withFeed.tick();
    expect(asked.filter((a) => a.startsWith('vn-mb:20260301')).length).toBe(before);

    const op = { staffId: await staffId(LOTTERY_RESULTS_STAFF.username), merchantId: null, ip: '127.0.0.1' };
    await results.confirm(entry?.id as bigint, op);
    await withFeed.tick();
    const settled = await drawOf('vn-mb', '20260301');
    expect(settled.status).toBe('settled');
    expect(settled.winning_number).toBe(formatVnResult(parseVnResult(XSMB_2026_09_15, 'MB'), 'rows'));
  });

  it('with the sandbox feed: each station is published at its draw time, not before, and settles by itself', async () => {
    const results = resultsService({ db: h.db, audit: auditService(h.db), now: clock.now });
    const sandbox = lotteryScheduler({
      db: h.db,
      now: clock.now,
      feed: sandboxResultsFeed({ secret: async () => 'scheduler-test-secret', now: clock.now }),
      enterFeedResult: results.enterFromFeed,
    });
    // Monday 2 March: TP. Hồ Chí Minh, Đồng Tháp and Cà Mau draw at 16:15 local (09:15 UTC).
    moveTo('2026-03-02T09:14:59Z');
    await sandbox.tick();
    expect((await drawOf('mn-hcm', '20260302')).status).toBe('locked');
    expect(await entriesOf((await drawOf('mn-hcm', '20260302')).id)).toEqual([]);

    clock.advance(1000);
    // Published and settled within the same minute: the passes work off whatever else was due first.
    const settled: bigint[] = [];
    for (let i = 0; i < 5; i++) settled.push(...(await sandbox.tick()).settled.map((s) => s.drawId));
    for (const code of ['mn-hcm', 'mn-dongthap', 'mn-camau']) {
      const draw = await drawOf(code, '20260302');
      expect(draw.status).toBe('settled');
      expect(settled).toContain(draw.id);
      const expected = sandboxResult('scheduler-test-secret', {
        gameCode: code,
        region: 'MN',
        date: '20260302',
      });
      expect(draw.winning_number).toBe(formatVnResult(expected, 'rows'));
      expect(await entriesOf(draw.id)).toEqual([
        expect.objectContaining({ status: 'confirmed', source: 'feed:sandbox', entered_by: null }),
      ]);
    }
    // Three stations, three different results.
    const texts = await Promise.all(
      ['mn-hcm', 'mn-dongthap', 'mn-camau'].map(async (c) => (await drawOf(c, '20260302')).winning_number),
    );
    expect(new Set(texts).size).toBe(3);
  });

  it('when the feed answers something invalid: nothing is entered, it is reported and left a while, and staff enter the result with a second operator', async () => {
    await seedDemoStaff(h.db, TEST_COST);
    const results = resultsService({ db: h.db, audit: auditService(h.db), now: clock.now });
    const errors: string[] = [];
    let asked = 0;
    const feed: ResultsFeed = {
      name: 'broken',
      async fetchResult(draw) {
        if (draw.gameCode !== 'mt-daklak') return null;
        asked += 1;
        return '12345~678';
      },
    };
    const withFeed = lotteryScheduler({
      db: h.db,
      now: clock.now,
      feed,
      enterFeedResult: results.enterFromFeed,
      onError: (err) => errors.push((err as Error).message),
    });
    // Tuesday 3 March, 17:15 local: Đắk Lắk draws.
    moveTo('2026-03-03T10:15:00Z');
    await withFeed.tick();
    const draw = await drawOf('mt-daklak', '20260303');
    expect(draw.status).toBe('locked');
    expect(await entriesOf(draw.id)).toEqual([]);
    expect(asked).toBe(1);
    expect(errors).toEqual([
      expect.stringMatching(/^results feed broken, mt-daklak draw 20260303 .*winningNumber/),
    ]);

    // Held back: not asked again until FEED_RETRY_MS has passed.
    clock.advance(FEED_RETRY_MS - 1000);
    await withFeed.tick();
    expect(asked).toBe(1);
    clock.advance(1000);
    await withFeed.tick();
    expect(asked).toBe(2);

    // The fallback: one operator enters the official result, the same one cannot confirm it,
    // a second one does, and the draw settles. The feed is not asked while the entry waits.
    const first = { staffId: await staffId(DEMO_STAFF.username), merchantId: null, ip: '127.0.0.1' };
    const second = {
      staffId: await staffId(LOTTERY_RESULTS_STAFF.username),
      merchantId: null,
      ip: '127.0.0.1',
    };
    const entry = await results.enter(draw.id, XSMN_HCM_2026_09_28, first);
    await expect(results.confirm(BigInt(entry.entryId), first)).rejects.toMatchObject({
      code: 'LOTTERY_SAME_OPERATOR',
    });
    clock.advance(FEED_RETRY_MS);
    await withFeed.tick();
    expect(asked).toBe(2);
    await results.confirm(BigInt(entry.entryId), second);
    await withFeed.tick();
    const settled = await drawOf('mt-daklak', '20260303');
    expect(settled.status).toBe('settled');
    expect(settled.winning_number).toBe(formatVnResult(parseVnResult(XSMN_HCM_2026_09_28, 'MT'), 'rows'));
  });
});
