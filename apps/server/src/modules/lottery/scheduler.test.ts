import { formatVnResult, parseVnResult } from '@pf/shared';
import { XSMB_2026_09_15 } from '@pf/shared/lottery/vn/real-draws.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/kysely.ts';
import { seedDemoMerchant } from '../../db/seed/demo-merchant.ts';
import { LOTTERY_RESULTS_STAFF, seedLotteryGames, seedLotteryStaff } from '../../db/seed/lottery.ts';
import { testClock } from '../../test/member-kit.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { auditService } from '../audit/audit.service.ts';
import { TEST_COST } from '../member/password.ts';
import type { DrawRow, GameRow } from './lottery.repository.ts';
import { resultsService } from './results.service.ts';
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

  it('takes traditional results from a results feed as pending entries an operator confirms', async () => {
    await seedLotteryStaff(h.db, TEST_COST);
    const results = resultsService({ db: h.db, audit: auditService(h.db), now: clock.now });
    const asked: string[] = [];
    let published: string | null = null;
    const feed = {
      name: 'test-feed',
      async fetchResult(game: GameRow, draw: DrawRow) {
        asked.push(`${game.code}:${draw.numero}`);
        return game.code === 'vn-mb' ? published : null;
      },
    };
    const withFeed = lotteryScheduler({
      db: h.db,
      now: clock.now,
      feed,
      enterFeedResult: results.enterFromFeed,
    });
    const mbDraw = () =>
      h.db
        .selectFrom('lottery_draws as d')
        .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
        .select(['d.id', 'd.status', 'd.winning_number', 'd.numero'])
        .where('g.code', '=', 'vn-mb')
        .where('d.numero', '=', '20260301')
        .executeTakeFirstOrThrow();

    // 18:15 local: Miền Bắc is due; the feed has nothing yet, so nothing is entered.
    clock.advance(new Date('2026-03-01T11:15:00Z').getTime() - clock.now().getTime());
    await withFeed.tick();
    expect(asked).toContain('vn-mb:20260301');
    expect((await mbDraw()).status).toBe('locked');

    // Published: entered as a pending entry by the feed, but the draw waits for an operator.
    published = XSMB_2026_09_15;
    clock.advance(1000);
    await withFeed.tick();
    const draw = await mbDraw();
    expect(draw.status).toBe('locked');
    const entry = await h.db
      .selectFrom('lottery_result_entries')
      .select(['id', 'status', 'source', 'entered_by'])
      .where('draw_id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ status: 'pending', source: 'feed:test-feed', entered_by: null });
    // It is not asked again while the entry is pending.
    const before = asked.filter((a) => a === 'vn-mb:20260301').length;
    await withFeed.tick();
    expect(asked.filter((a) => a === 'vn-mb:20260301').length).toBe(before);

    const staff = await h.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', LOTTERY_RESULTS_STAFF.username)
      .executeTakeFirstOrThrow();
    await results.confirm(entry.id, { staffId: staff.id, merchantId: null, ip: '127.0.0.1' });
    await withFeed.tick();
    const settled = await mbDraw();
    expect(settled.status).toBe('settled');
    expect(settled.winning_number).toBe(formatVnResult(parseVnResult(XSMB_2026_09_15, 'MB'), 'rows'));
  });
});
