import { formatVnResult, parseAmountToMinor } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, testClock } from '../../../test/member-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { auditService } from '../../identity/index.ts';
import { reconcileLedger } from '../../money/index.ts';
import { feedSecret } from './feed-secret.ts';
import { addDays, dateCode, dayOfWeek, localDateOf } from './local-time.ts';
import { createLottery, type Lottery } from './lottery.module.ts';
import { seedLotteryHistory } from './lottery-history.ts';
import { chooseResultsFeed } from './results-feeds.ts';
import { sandboxResult } from './sandbox-feed.ts';
import { VN_STATIONS } from './stations.ts';

const minor = (s: string) => parseAmountToMinor(s) as bigint;
/** Thursday 5 March 2026, 10:00 in Hà Nội: sixty days back reach over Tết (16–19 February). */
const START = new Date('2026-03-05T03:00:00Z');
const TET = ['20260216', '20260217', '20260218', '20260219'];

/** Every local date code in (START − 60 days, START], Tết left out, on the given weekdays. */
function expectedDates(days: readonly number[]): string[] {
  const out: string[] = [];
  // START is 10:00 local, before every draw of its day: the history ends the day before.
  for (let d = addDays(localDateOf(START, 'Asia/Ho_Chi_Minh'), -1), i = 0; i < 60; i++, d = addDays(d, -1)) {
    if (days.includes(dayOfWeek(d)) && !TET.includes(dateCode(d))) out.push(dateCode(d));
  }
  return out;
}

describe.each(dbKinds)('traditional results from the sandbox feed on %s', (kind) => {
  let lottery: Lottery;
  const errors: unknown[] = [];
  const clock = testClock(START);
  const call = caller(() => t);
  const login = async (username: string, password: string, path = '/wps/session/login') =>
    // Staff sign in through both steps (password, then a code of their authenticator).
    path === '/bo/api/session/login'
      ? staffToken(() => t, username, password)
      : ((await call('POST', path, { payload: { username, password, type: 'username' } })).json().value
          .token as string);
  const drawsOf = (code: string) =>
    t.database.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.id', 'd.numero', 'd.status', 'd.draw_at', 'd.winning_number'])
      .where('g.code', '=', code)
      .orderBy('d.draw_at')
      .execute();

  const t = suiteApp(kind, { now: clock.now, lotteryHistoryDays: 60 });
  beforeAll(async () => {
    const db = t.database.db;
    lottery = createLottery({
      db,
      audit: auditService(db),
      now: clock.now,
      feed: chooseResultsFeed(undefined, { db, now: clock.now, production: false }),
      onError: (err) => errors.push(err),
    });
  });

  it('seeds sixty days of the sandbox feed’s results for every province on its days, none on Tết', async () => {
    const secret = await feedSecret(t.database.db, 'sandbox');
    const mb = await drawsOf('vn-mb');
    expect(mb.map((d) => d.numero)).toEqual(expectedDates([1, 2, 3, 4, 5, 6, 7]).reverse());
    expect(mb).toHaveLength(56);
    for (const station of VN_STATIONS) {
      const draws = await drawsOf(station.code);
      expect([station.code, draws.map((d) => d.numero)]).toEqual([
        station.code,
        expectedDates(station.days).reverse(),
      ]);
      for (const d of draws) {
        expect(d.status).toBe('settled');
        const result = sandboxResult(secret, {
          gameCode: station.code,
          region: station.region,
          date: d.numero,
        });
        expect(d.winning_number).toBe(formatVnResult(result, 'rows'));
      }
    }
    // Each result has its confirmed entry from the feed, as if the feed had published it.
    const entries = await t.database.db
      .selectFrom('lottery_result_entries')
      .select(['status', 'source', 'entered_by'])
      .distinct()
      .execute();
    expect(entries).toEqual([{ status: 'confirmed', source: 'feed:sandbox', entered_by: null }]);
  });

  it('shows that history to players: the menus’ previous draw, the history panel and every results board', async () => {
    const menu = (await call('GET', '/lgw/games/game_menus')).json().value.list as {
      gameCode: string;
      kind: string;
      previousWinningNumber: string;
      previousNumero: string | null;
    }[];
    const traditional = menu.filter((i) => i.kind === 'vn');
    expect(traditional).toHaveLength(1 + VN_STATIONS.length);
    for (const item of traditional) expect(item.previousWinningNumber, item.gameCode).not.toBe('');
    expect(traditional.find((i) => i.gameCode === 'vn-mb')?.previousNumero).toBe('20260304');

    const opened = (await call('GET', '/lgw/vn/numeros/opened/game?gameCode=mn-hcm&count=100')).json().value;
    expect(opened.list.map((d: { numero: string }) => d.numero)).toEqual(expectedDates([2, 7]));
    expect(new Set(opened.list.map((d: { drawDayOfWeek: number }) => d.drawDayOfWeek))).toEqual(
      new Set([2, 7]),
    );
    expect(opened.list[0].prizes.map((p: { label: string }) => p.label)).toEqual([
      'DB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
      'G8',
    ]);
    for (const station of VN_STATIONS) {
      const board = (await call('GET', `/lgw/lottery/draws?gameCode=${station.code}&pageSize=100`)).json()
        .value;
      expect(board.list.length, station.code).toBe(expectedDates(station.days).length);
    }
  });

  it('settles a bet by itself: the sandbox feed publishes the draw at its time and the win is paid', async () => {
    const demo01 = await login('demo01', 'Demo@1234');
    await lottery.scheduler.tick();
    const balance = async () =>
      minor((await call('GET', '/wps/v2/wallets/balance', { token: demo01 })).json().value.sumBalance);
    const before = await balance();
    // Đầu on all ten digits: the special prize's tens digit is one of them, so exactly one hits.
    const placed = await call('POST', '/lgw/lottery/bets', {
      token: demo01,
      payload: {
        gameCode: 'mn-tayninh',
        requestId: 'feed-slip-0001',
        bets: [
          { betType: 'dau', numbers: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], stake: '1.00' },
        ],
      },
    });
    expect(placed.statusCode).toBe(200);
    const { drawId, numero } = placed.json().value;
    expect(numero).toBe('20260305');

    // Before its time the feed has nothing to say: the bet waits.
    await lottery.scheduler.tick();
    const mine = async () =>
      (await call('GET', '/lgw/lottery/bets?gameCode=mn-tayninh', { token: demo01 })).json().value.list[0];
    expect((await mine()).status).toBe('pending');

    // 16:15 local: Tây Ninh draws; the feed publishes the result, it is confirmed and the bet
    // settled (after the fast draws that came due earlier, a few passes at the same moment).
    clock.advance(new Date('2026-03-05T09:15:00Z').getTime() - clock.now().getTime());
    for (let i = 0; i < 5; i++) await lottery.scheduler.tick();
    expect(errors).toEqual([]);
    const bet = await mine();
    expect(bet).toMatchObject({ status: 'won', hits: 1 });
    const secret = await feedSecret(t.database.db, 'sandbox');
    const expected = sandboxResult(secret, { gameCode: 'mn-tayninh', region: 'MN', date: '20260305' });
    expect(bet.winningNumber).toBe(formatVnResult(expected, 'rows'));
    const draw = (await call('GET', `/lgw/lottery/draws/${drawId}`)).json().value;
    expect(draw).toMatchObject({ status: 'settled', fair: false });
    expect(await balance()).toBe(before - 1000n + minor(bet.payout));

    // Asked again (another instance, a repeated pass), the same result changes nothing.
    await expect(
      lottery.results.enterFromFeed(BigInt(drawId), draw.winningNumber, 'feed:sandbox'),
    ).rejects.toMatchObject({ code: 'LOTTERY_DRAW_STATE' });
    await lottery.scheduler.tick();
    expect(await balance()).toBe(before - 1000n + minor(bet.payout));
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });

  it('lets staff bring a traditional draw to now in the sandbox: betting closes and the feed publishes it', async () => {
    const demo01 = await login('demo01', 'Demo@1234');
    const admin = await login('admin', 'Admin@1234', '/bo/api/session/login');
    const checker = await login('results02', 'Results@1234', '/bo/api/session/login');
    const slip = (requestId: string, drawId?: number) => ({
      gameCode: 'mt-binhdinh',
      requestId,
      ...(drawId ? { drawId } : {}),
      bets: [{ betType: 'dau', numbers: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], stake: '1.00' }],
    });
    // 16:15 local: Bình Định draws at 17:15 and still sells.
    const placed = await call('POST', '/lgw/lottery/bets', {
      token: demo01,
      payload: slip('feed-slip-0002'),
    });
    expect(placed.statusCode).toBe(200);
    const { drawId } = placed.json().value;
    const drawNow = (token: string, id: number) =>
      call('POST', `/bo/api/lottery/sandbox/draws/${id}/draw-now`, { token });

    // Closing a draw early is a risk or finance decision.
    expect((await drawNow(checker, drawId)).statusCode).toBe(403);
    const moved = await drawNow(admin, drawId);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().value).toEqual({
      drawId,
      numero: '20260305',
      status: 'locked',
      drawAt: clock.now().toISOString(),
    });
    const late = await call('POST', '/lgw/lottery/bets', {
      token: demo01,
      payload: slip('feed-slip-0003', drawId),
    });
    expect(late.json().code).toBe('LOTTERY_DRAW_CLOSED');

    for (let i = 0; i < 3; i++) await lottery.scheduler.tick();
    const bet = (await call('GET', '/lgw/lottery/bets?gameCode=mt-binhdinh', { token: demo01 })).json().value
      .list[0];
    expect(bet).toMatchObject({ drawId, status: 'won', hits: 1 });
    // The numbers the feed would have published at 17:15: the operator chose only the moment.
    const secret = await feedSecret(t.database.db, 'sandbox');
    const expected = sandboxResult(secret, { gameCode: 'mt-binhdinh', region: 'MT', date: '20260305' });
    expect(bet.winningNumber).toBe(formatVnResult(expected, 'rows'));
    const audit = await auditService(t.database.db).list({
      targetType: 'lottery_draw',
      targetId: String(drawId),
    });
    expect(audit.map((a) => a.action)).toContain('lottery.sandbox_draw_now');

    // Only traditional draws still waiting for their result.
    expect((await drawNow(admin, drawId)).json().code).toBe('LOTTERY_DRAW_STATE');
    const fast = (await call('GET', '/lgw/lottery/games/vnfast-45s')).json().value.draw.drawId;
    expect((await drawNow(admin, fast)).json().code).toBe('LOTTERY_DRAW_STATE');
    // Without the sandbox feed (production runs none by default) there is no such action.
    const bare = createLottery({ db: t.database.db, audit: auditService(t.database.db), now: clock.now });
    expect(bare.sandbox).toBeNull();
  });

  it('adds only missing days when seeded again, leaving the scheduler’s draws and their bets alone', async () => {
    const merchantId = (await t.database.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow())
      .id;
    expect(await seedLotteryHistory(t.database.db, merchantId, { days: 60, now: clock.now() })).toBe(0);
    // Two days on, the scheduler's draws of those days exist (the feed was not asked about them):
    // a new seed leaves them for the feed and the staff fallback.
    await lottery.scheduler.generate();
    const later = new Date(clock.now().getTime() + 2 * 86_400_000);
    expect(await seedLotteryHistory(t.database.db, merchantId, { days: 60, now: later })).toBe(0);
    const mb = await drawsOf('vn-mb');
    expect(mb.filter((d) => d.numero >= '20260305').every((d) => d.status !== 'settled')).toBe(true);
  });
});
