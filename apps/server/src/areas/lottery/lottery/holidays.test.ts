import { parseAmountToMinor } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, testClock } from '../../../test/member-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { auditService } from '../../identity/index.ts';
import { createLottery, type Lottery } from './lottery.module.ts';

const minor = (s: string | null | undefined) => parseAmountToMinor(s ?? '') as bigint;
/** Sunday 15 February 2026, 19:00 in Hà Nội: that day's Miền Bắc draw is over, Tết is ahead. */
const START = new Date('2026-02-15T12:00:00Z');
const TET_2026 = ['20260216', '20260217', '20260218', '20260219'];

describe.each(dbKinds)('non-draw days on %s', (kind) => {
  let lottery: Lottery;
  const clock = testClock(START);
  const call = caller(() => t);
  let ip = 0;

  const login = async (username: string, password: string, path = '/bo/api/session/login') => {
    ip += 1;
    // Staff sign in through both steps (password, then a code of their authenticator).
    if (path === '/bo/api/session/login') return staffToken(() => t, username, password, `10.0.3.${ip}`);
    const res = await call('POST', path, {
      payload: { username, password, type: 'username' },
      ip: `10.0.3.${ip}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().value.token as string;
  };
  const menu = async (code: string) => {
    const items = (await call('GET', '/lgw/games/game_menus')).json().value.list as Record<string, unknown>[];
    return items.find((i) => i.gameCode === code) as Record<string, unknown>;
  };
  const mbDraws = async () =>
    t.database.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.id', 'd.numero', 'd.status', 'd.cancel_reason'])
      .where('g.code', '=', 'vn-mb')
      .orderBy('d.draw_at')
      .execute();

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    lottery = createLottery({ db: t.database.db, audit: auditService(t.database.db), now: clock.now });
    await lottery.scheduler.tick();
  });

  it('ships Tết 2026 and 2027 for every region and schedules no traditional draw on them', async () => {
    const admin = await login('admin', 'Admin@1234');
    const list = (await call('GET', '/bo/api/lottery/holidays?year=2026', { token: admin })).json().value
      .list;
    expect(list).toHaveLength(12);
    expect(list).toContainEqual({ region: 'MN', day: '2026-02-17', name: 'Tết Bính Ngọ' });
    const y2027 = (await call('GET', '/bo/api/lottery/holidays?year=2027&region=MB', { token: admin })).json()
      .value.list;
    expect(y2027.map((h: { day: string }) => h.day)).toEqual([
      '2027-02-05',
      '2027-02-06',
      '2027-02-07',
      '2027-02-08',
    ]);

    const numeros = (await mbDraws()).map((d) => d.numero);
    expect(numeros).toEqual(['20260220', '20260221', '20260222', '20260223']);
    // Fast games keep drawing through Tết.
    expect((await menu('vnfast-45s')).isSale).toBe(true);
    // The Miền Bắc countdown runs to the first draw after Tết: 20 February, 18:15 local.
    const mb = await menu('vn-mb');
    expect(mb.numero).toBe('20260220');
    expect(mb.fewinTime).toBe(Date.parse('2026-02-20T11:15:00Z'));
    expect(mb.isSale).toBe(false);
  });

  it('lets platform risk or finance staff edit the calendar: removing a day restores its draw, adding one cancels and refunds', async () => {
    const admin = await login('admin', 'Admin@1234');
    const content = await login('results02', 'Results@1234');
    expect(
      (await call('DELETE', '/bo/api/lottery/holidays/MB/2026-02-18', { token: content })).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', '/bo/api/lottery/holidays/MB/2026-02-30', { token: admin })).statusCode,
    ).toBe(400);

    const removed = await call('DELETE', '/bo/api/lottery/holidays/MB/2026-02-18', { token: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().value).toMatchObject({ region: 'MB', day: '2026-02-18', restoredDraws: 1 });
    expect((await mbDraws()).map((d) => d.numero)).toContain('20260218');
    expect(
      (await call('DELETE', '/bo/api/lottery/holidays/MB/2026-02-18', { token: admin })).statusCode,
    ).toBe(404);

    // The day before the restored draw: it sells; a member bets on it.
    clock.advance(24 * 3_600_000 + 30 * 60_000); // 16 Feb, 19:30 local
    await lottery.scheduler.tick();
    // The 17th is still Tết: the next draw is the restored one.
    expect((await menu('vn-mb')).numero).toBe('20260218');
    clock.advance(24 * 3_600_000); // 17 Feb, 19:30: the 18th's draw is open
    await lottery.scheduler.tick();
    const member = await login('demo01', 'Demo@1234', '/wps/session/login');
    const balance = async () =>
      minor((await call('GET', '/wps/v2/wallets/balance', { token: member })).json().value.sumBalance);
    const before = await balance();
    const placed = await call('POST', '/lgw/lottery/bets', {
      token: member,
      payload: {
        gameCode: 'vn-mb',
        requestId: 'holiday-bet-1',
        bets: [{ betType: 'de', numbers: ['18'], stake: '5.00' }],
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().value.numero).toBe('20260218');
    expect(await balance()).toBe(before - 500n);

    const admin2 = await login('admin', 'Admin@1234');
    const added = await call('PUT', '/bo/api/lottery/holidays/MB/2026-02-18', {
      token: admin2,
      payload: { name: 'Tết Bính Ngọ' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().value).toMatchObject({ created: true, cancelledDraws: 1 });
    expect(await balance()).toBe(before);
    const draw = (await mbDraws()).find((d) => d.numero === '20260218');
    expect(draw).toMatchObject({ status: 'cancelled', cancel_reason: 'Non-draw day: Tết Bính Ngọ' });
    expect((await menu('vn-mb')).numero).toBe('20260220');
    for (const code of TET_2026.slice(1)) {
      const d = (await mbDraws()).find((x) => x.numero === code);
      expect(d === undefined || d.status === 'cancelled').toBe(true);
    }

    const actions = (await auditService(t.database.db).list({ targetType: 'lottery_holiday' })).map(
      (a) => a.action,
    );
    expect(actions).toEqual(['lottery.holiday_put', 'lottery.holiday_remove']);
  });
});
