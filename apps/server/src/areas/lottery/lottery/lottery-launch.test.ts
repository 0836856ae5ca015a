import { type GameItem, lotteryGameDetailSchema } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, testClock } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { DEMO_MERCHANT_CODE } from '../../brand/index.ts';
import { auditService } from '../../identity/index.ts';
import { createLottery } from '../index.ts';

/** Sunday 1 March 2026, 15:00 in Hà Nội: Huế, Khánh Hòa and Kon Tum draw today in the centre. */
const START = new Date('2026-03-01T08:00:00Z');
const OWN_LOTTERY_VENDORS = ['ELK', 'TCG_LOTTO_VN'];

describe.each(dbKinds)('lottery tiles open on %s', (kind) => {
  const clock = testClock(START);
  const call = caller(() => t);
  let member: string;

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    await createLottery({
      db: t.database.db,
      audit: auditService(t.database.db),
      now: clock.now,
    }).scheduler.tick();
    const login = await call('POST', '/wps/session/login', {
      payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
    });
    member = login.json().value.token;
  });

  const games = async (query: string) =>
    (await call('GET', `/wps/relay/GCSGAME_gameList?${query}`)).json().value.games as GameItem[];
  const launch = (token: string | undefined, payload: object) =>
    call('POST', '/wps/game/launchGame', { ...(token ? { token } : {}), payload });
  const launchTile = (g: GameItem) =>
    launch(member, {
      gameId: g.gameId,
      nodeId: g.gameId,
      vassalage: g.vassalage,
      gameType: g.gameType,
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      merchantCode: DEMO_MERCHANT_CODE,
      language: 'EN',
    });
  const detail = (code: string) => call('GET', `/lgw/lottery/games/${encodeURIComponent(code)}`);
  const ownLotteries = (list: GameItem[]) => list.filter((g) => OWN_LOTTERY_VENDORS.includes(g.vassalage));

  it('opens every lottery tile of the hot list and of search on its betting page', async () => {
    const hot = (await call('GET', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2')).json().value
      .list as GameItem[];
    const searched = [
      ...(await games('gameName=lottery&pageSize=28')),
      ...(await games('gameName=keno&pageSize=28')),
      ...(await games('gameName=quick&pageSize=28')),
    ];
    const lobby = [
      ...(await games('gameType=LOTT&pageSize=42')),
      ...(await games('gameType=ELOTT&pageSize=42')),
    ];
    expect(ownLotteries(hot).map((g) => g.gameCode)).toContain('keno');
    const tiles = new Map(ownLotteries([...hot, ...searched, ...lobby]).map((g) => [g.gameCode, g]));
    expect([...tiles.keys()].sort()).toEqual(['keno', 'quick-lotto-5', 'vn-mb', 'vn-mn', 'vn-mt']);

    const opened = new Map<string, string>();
    for (const [code, g] of tiles) {
      const res = await launchTile(g);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
      opened.set(code, res.json().value.game_url);
    }
    // §4 Lottery launch by account type: VN games bet on /vnLottery, keno on /lottery; a region
    // opens the station drawing next (Huế and Tiền Giang lead today's Sunday draws by menu order),
    // Quick Lotto 5 the five-minute fast game.
    expect(Object.fromEntries(opened)).toEqual({
      keno: '/lottery?gameCode=keno&playType=spots',
      'vn-mb': '/vnLottery?gameCode=vn-mb',
      'vn-mt': '/vnLottery?gameCode=mt-hue',
      'vn-mn': '/vnLottery?gameCode=mn-tiengiang',
      'quick-lotto-5': '/vnLottery?gameCode=vnfast-5m',
    });
    // Each page's game answers on the betting call.
    for (const url of opened.values()) {
      const code = new URL(url, 'http://localhost').searchParams.get('gameCode') ?? '';
      const res = await detail(code);
      expect(res.statusCode, code).toBe(200);
      expect(res.json().value.game.gameCode).toBe(code);
    }
    // Opened like any game: the tile shows among the member's recent games.
    const recent = await call('POST', '/wps/relay/GCS_recentGame', { token: member, payload: {} });
    const recentIds = (recent.json().value.list as GameItem[]).map((g) => g.gameId);
    expect(recentIds).toEqual(expect.arrayContaining([...tiles.values()].map((g) => g.gameId)));
  });

  it('answers the betting page of every lottery game code, the catalog tiles included', async () => {
    const own = await t.database.db.selectFrom('lottery_games').select('code').execute();
    const tiles = ownLotteries([
      ...(await games('gameType=LOTT&pageSize=42')),
      ...(await games('gameType=ELOTT&pageSize=42')),
    ]).map((g) => g.gameCode);
    const codes = [...new Set([...own.map((g) => g.code), ...tiles])];
    expect(codes).toEqual(
      expect.arrayContaining(['vn-mt', 'vn-mn', 'quick-lotto-5', 'vnfast-45s', 'mt-hue']),
    );
    for (const code of codes) {
      const res = await detail(code);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
      const value = lotteryGameDetailSchema.parse(res.json().value);
      expect(value.game, code).not.toBeNull();
      expect(value.draw, code).not.toBeNull();
      expect(value.betTypes.length, code).toBeGreaterThan(0);
    }
    // A region answers the station drawing next; Quick Lotto 5 the five-minute fast game.
    const centre = (await detail('vn-mt')).json().value;
    expect(centre.game).toMatchObject({ gameCode: 'mt-hue', region: 'MT', remark: 'Thừa Thiên Huế' });
    expect((await detail('vn-mn')).json().value.game).toMatchObject({
      gameCode: 'mn-tiengiang',
      region: 'MN',
    });
    expect((await detail('quick-lotto-5')).json().value.game).toMatchObject({
      gameCode: 'vnfast-5m',
      interval: 300,
    });
    const unknown = await detail('quick-lotto-9');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('LOTTERY_GAME_NOT_FOUND');
  });

  it('opens the Vietnam lobby launch (launchMode LOTT) on the betting page or the lobby', async () => {
    const vnLaunch = (extra: object) => ({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      device: 'WEB',
      backUrl: 'http://localhost/',
      language: 'EN',
      ...extra,
    });
    const page = async (extra: object) => {
      const res = await launch(member, vnLaunch(extra));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.game_url as string;
    };
    expect(await page({ lottoGameCode: 'vn-mb', lottoView: 'betting' })).toBe('/vnLottery?gameCode=vn-mb');
    expect(await page({ lottoGameCode: 'vn-mn', lottoView: 'betting' })).toBe(
      '/vnLottery?gameCode=mn-tiengiang',
    );
    expect(await page({ lottoGameCode: 'vnfast-45s' })).toBe('/vnLottery?gameCode=vnfast-45s');
    expect(await page({ lottoGameCode: 'keno', lottoView: 'betting' })).toBe(
      '/lottery?gameCode=keno&playType=spots',
    );
    expect(await page({ lottoView: 'lobby' })).toBe('/lotteryCenter');
    expect(await page({ lottoView: 'betting' })).toBe('/vnLottery');

    const unknown = await launch(member, vnLaunch({ lottoGameCode: 'mt-atlantis', lottoView: 'betting' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const visitor = await launch(undefined, vnLaunch({ lottoGameCode: 'vn-mb', lottoView: 'betting' }));
    expect(visitor.statusCode).toBe(401);
    const bad = await launch(member, vnLaunch({ lottoGameCode: 'vn mb;', lottoView: 'somewhere' }));
    expect(bad.statusCode).toBe(400);
  });
});
