import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BROWSER_IMAGE_ACCEPT } from '../../../test/member-kit.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { lotteryEngine } from './lottery-engine.test-kit.ts';

// The engine's draws ahead and its menu; betting on them is lottery.test.ts.
describe.each(dbKinds)('lottery schedule and menu on %s', (kind) => {
  const { t, clock, call, tick } = lotteryEngine(kind);

  it('generates draws ahead on the clock: fast games on the interval from local midnight, traditional days ahead', async () => {
    const draws = await t.database.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['g.code', 'd.numero', 'd.draw_at', 'd.lock_at', 'd.open_at', 'd.status'])
      .where('g.code', 'in', ['vnfast-45s', 'vn-mb', 'mn-hcm'])
      .orderBy('d.draw_at')
      .execute();
    const fast = draws.filter((d) => d.code === 'vnfast-45s');
    expect(fast.length).toBeGreaterThanOrEqual(13);
    // 15:00 local is 1200 × 45 s after midnight; the next draw is number 1201 at 15:00:45.
    expect(fast[0]?.numero).toBe('20260301-1201');
    expect(fast[0]?.draw_at.toISOString()).toBe('2026-03-01T08:00:45.000Z');
    expect(fast[0]?.lock_at.toISOString()).toBe('2026-03-01T08:00:40.000Z');
    expect(fast[0]?.status).toBe('open');
    expect(fast[1]?.status).toBe('scheduled');
    const mb = draws.filter((d) => d.code === 'vn-mb');
    expect(mb[0]?.numero).toBe('20260301');
    expect(mb[0]?.draw_at.toISOString()).toBe('2026-03-01T11:15:00.000Z');
    expect(mb.length).toBe(8);
    // TP. Hồ Chí Minh draws on Mondays and Saturdays only, at 16:15 local.
    const hcm = draws.filter((d) => d.code === 'mn-hcm').map((d) => d.numero);
    expect(hcm).toEqual(['20260302', '20260307']);
    // A second tick (or a second instance) adds nothing twice.
    const again = await tick();
    expect(again.created).toBe(0);
  });

  it('serves §3 menu items with countdown, lock time, sale flag and draw days', async () => {
    const res = await call('GET', '/lgw/games/game_menus?prizeMode=Lott&device=WEB');
    expect(res.statusCode).toBe(200);
    const { tags, list } = res.json().value;
    expect(tags).toEqual(['MB', 'MT', 'MN', 'FAST', 'KENO']);
    const fast = list.find((i: { gameCode: string }) => i.gameCode === 'vnfast-45s');
    expect(fast).toMatchObject({
      remainTime: 45_000,
      lockTime: 5,
      isSale: true,
      tag: ['FAST'],
      accountTypeName: 'TCG_LOTTO_VN',
      drawDayOfWeek: '1,2,3,4,5,6,7',
      previousWinningNumber: '',
      previousWinningTime: null,
      numero: '20260301-1201',
    });
    expect(fast.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // Every §3 menu-item field is present with its type.
    const fields: Record<string, string> = {
      gameId: 'number',
      remark: 'string',
      code: 'string',
      defaultPlayType: 'string',
      accountTypeName: 'string',
      vendor: 'string',
      gameCode: 'string',
      gameType: 'string',
      vassalage: 'string',
      isGame: 'string',
      webIconUrl: 'string',
      labelName: 'string',
      remainTime: 'number',
      lockTime: 'number',
      fewinTime: 'number',
      isSale: 'boolean',
      previousWinningNumber: 'string',
      drawDayOfWeek: 'string',
      gameMenuSort: 'number',
    };
    for (const item of list) {
      for (const [field, type] of Object.entries(fields))
        expect([field, typeof item[field]]).toEqual([field, type]);
      expect(Array.isArray(item.tag)).toBe(true);
      expect('previousWinningTime' in item).toBe(true);
    }
    // fewinTime is the current draw's time: now + remainTime on the test clock.
    expect(fast.fewinTime).toBe(clock.now().getTime() + fast.remainTime);
    // Each game's icon is drawn for it: WebP at the asked width for a browser that takes it.
    const icon = await call('GET', `${fast.webIconUrl}?w=160`, { headers: { accept: BROWSER_IMAGE_ACCEPT } });
    expect([icon.statusCode, icon.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(icon.rawPayload).metadata()).width).toBe(160);
    const svg = await call('GET', fast.webIconUrl);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect((await call('GET', '/static/lottery/nope.svg')).statusCode).toBe(404);
    const hcm = list.find((i: { gameCode: string }) => i.gameCode === 'mn-hcm');
    expect(hcm).toMatchObject({ drawDayOfWeek: '2,7', remark: 'TP. Hồ Chí Minh', gameType: 'LOTT' });
    const mb = list.find((i: { gameCode: string }) => i.gameCode === 'vn-mb');
    // Sunday's Miền Bắc draw is hosted by Thái Bình.
    expect(mb).toMatchObject({ remark: 'Thái Bình', isSale: true, remainTime: 3 * 3_600_000 + 15 * 60_000 });
    const keno = list.find((i: { gameCode: string }) => i.gameCode === 'keno');
    expect(keno).toMatchObject({ accountTypeName: 'ELOTT', defaultPlayType: 'spots', tag: ['KENO'] });
    const vnOnly = (await call('GET', '/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB')).json().value.list;
    expect(vnOnly.some((i: { gameCode: string }) => i.gameCode === 'keno')).toBe(false);
  });
});
