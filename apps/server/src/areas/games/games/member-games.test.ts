import type { GameItem, WinnerEntry } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { brandId } from '../../../test/brand-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { merchantRepository, merchantService } from '../../brand/index.ts';
import { catalogRepository } from './catalog.repository.ts';
import { memberGamesRepository } from './member-games.repository.ts';
import { recentGamesService } from './recent.service.ts';

describe.each(dbKinds)('member game lists and the winner board on %s', (kind) => {
  const t = suiteApp(kind);
  let demo01: string;
  let agent01: string;
  let trial: string;
  beforeAll(async () => {
    const login = async (username: string, password: string) => {
      const res = await call('POST', '/wps/session/login', {
        payload: { username, password, type: 'username' },
      });
      expect(res.statusCode).toBe(200);
      return res.json().value.token as string;
    };
    demo01 = await login('demo01', 'Demo@1234');
    agent01 = await login('agent01', 'Agent@1234');
    const free = await call('POST', '/wps/session/login/freeplay', { payload: { os: 'web' } });
    trial = free.json().value.token;
  });

  function call(method: 'GET' | 'POST', url: string, opts: { token?: string; payload?: object } = {}) {
    return t.app.inject({
      method,
      url,
      headers: { host: 'localhost', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      ...(opts.payload ? { payload: opts.payload } : {}),
    });
  }
  const relay = (name: string, token: string | undefined, payload: object = {}) =>
    call('POST', `/wps/relay/${name}`, { ...(token ? { token } : {}), payload });

  const gamesOf = async (query: string) =>
    (await call('GET', `/wps/relay/GCSGAME_gameList?${query}`)).json().value.games as GameItem[];

  const favList = async (token: string, payload: object = {}) => {
    const res = await relay('MCSFE_getFavoriteGamesList', token, { pageSize: 999, ...payload });
    expect(res.statusCode).toBe(200);
    return res.json().value as { content: GameItem[]; totalPages: number; total: number };
  };

  it('keeps favourites per member; add and remove are idempotent', async () => {
    const [a, b] = await gamesOf('gameType=RNG&vassalage=LTS');
    const [live] = await gamesOf('gameType=LIVE');
    const change = (g: GameItem) => ({ nodeId: g.gameId, vendor: g.vassalage, gameType: g.gameType });

    expect((await favList(demo01)).content).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const res = await relay('MCSFE_addFavoriteGame', demo01, change(a!));
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual({ nodeId: a!.gameId, favourite: true, changed: i === 0 });
    }
    await relay('MCSFE_addFavoriteGame', demo01, change(live!));
    await relay('MCSFE_addFavoriteGame', agent01, change(b!));

    const mine = await favList(demo01);
    expect(mine.content.map((g) => g.gameId).sort()).toEqual([a!.gameId, live!.gameId].sort());
    expect(mine).toMatchObject({ total: 2, totalPages: 1 });
    expect((await favList(demo01, { gameType: 'RNG' })).content.map((g) => g.gameId)).toEqual([a!.gameId]);
    const ids = (await relay('MCSFE_getFavoriteGames', demo01)).json().value.ids;
    expect([...ids].sort()).toEqual([a!.gameId, live!.gameId].sort());
    // The other member sees only their own.
    expect((await favList(agent01)).content.map((g) => g.gameId)).toEqual([b!.gameId]);
    expect((await relay('MCSFE_getFavoriteGames', agent01)).json().value.ids).toEqual([b!.gameId]);

    // FAV as a classification of the game list is the same list.
    const fav = await call('GET', '/wps/relay/GCSGAME_gameList?gameClassify=FAV&gameType=RNG', {
      token: demo01,
    });
    expect(fav.json().value.games.map((g: GameItem) => g.gameId)).toEqual([a!.gameId]);

    for (let i = 0; i < 2; i++) {
      const res = await relay('MCSFE_removeFavoriteGame', demo01, change(a!));
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual({ nodeId: a!.gameId, favourite: false, changed: i === 0 });
    }
    expect((await favList(demo01)).content.map((g) => g.gameId)).toEqual([live!.gameId]);
    // Removing from demo01 did not touch agent01's list.
    expect((await favList(agent01)).total).toBe(1);
  });

  it('refuses a favourite whose vendor or type does not match the game, and bad ids', async () => {
    const [a] = await gamesOf('gameType=RNG&vassalage=LTS');
    const wrongVendor = await relay('MCSFE_addFavoriteGame', demo01, {
      nodeId: a!.gameId,
      vendor: 'GLX',
      gameType: 'RNG',
    });
    expect(wrongVendor.statusCode).toBe(404);
    const unknown = await relay('MCSFE_addFavoriteGame', demo01, {
      nodeId: 999999,
      vendor: 'LTS',
      gameType: 'RNG',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await relay('MCSFE_addFavoriteGame', demo01, { nodeId: 'x', vendor: 'LTS', gameType: 'RNG' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.nodeId/);
    const badType = await relay('MCSFE_addFavoriteGame', demo01, {
      nodeId: a!.gameId,
      vendor: 'LTS',
      gameType: 'SLOTS',
    });
    expect(badType.json().message).toMatch(/^body\.gameType/);
    // Changes are POST only.
    expect(
      (await call('GET', `/wps/relay/MCSFE_addFavoriteGame?nodeId=${a!.gameId}`, { token: demo01 }))
        .statusCode,
    ).toBe(404);
  });

  it('gates every member list: no token 401, demo account 403', async () => {
    const [a] = await gamesOf('gameType=RNG');
    const payload = { nodeId: a!.gameId, vendor: a!.vassalage, gameType: a!.gameType };
    for (const name of [
      'GCS_recentGame',
      'MCSFE_getFavoriteGames',
      'MCSFE_getFavoriteGamesList',
      'MCSFE_addFavoriteGame',
      'MCSFE_removeFavoriteGame',
    ]) {
      const none = await relay(name, undefined, payload);
      expect(none.statusCode, name).toBe(401);
      expect(none.json().message).toBe('You are not logged in, please login');
      const demo = await relay(name, trial, payload);
      expect(demo.statusCode, name).toBe(403);
      expect(demo.json().message).toBe('Please Register An Account First');
    }
    const favNone = await call('GET', '/wps/relay/GCSGAME_gameList?gameClassify=FAV');
    expect(favNone.statusCode).toBe(401);
    expect(
      (await call('GET', '/wps/relay/GCSGAME_gameList?gameClassify=FAV', { token: trial })).statusCode,
    ).toBe(403);
    // Browsing needs no account.
    expect((await call('GET', '/wps/relay/GCSGAME_gameList')).statusCode).toBe(200);
    expect((await call('GET', '/wps/relay/GCSGAME_gameList', { token: trial })).statusCode).toBe(200);
  });

  it('lists recently played games newest first, per member and filtered by vendor', async () => {
    const merchant = await merchantService(merchantRepository(t.database.db)).resolve({
      merchantCode: 'demo',
    });
    const member = await selectWhere(t.database.db, 'members', { username: 'demo01' })
      .select('id')
      .executeTakeFirstOrThrow();
    let clock = Date.parse('2030-01-01T00:00:00Z');
    // The launch call records plays through this service; the clock moves one second per play.
    const recent = recentGamesService({
      catalog: catalogRepository(t.database.db),
      memberGames: memberGamesRepository(t.database.db),
      now: () => {
        clock += 1000;
        return new Date(clock);
      },
    });
    const [x, y] = await gamesOf('gameType=RNG&vassalage=LTS');
    const [z] = await gamesOf('gameType=LIVE&vassalage=AUR');
    expect(await recent.recordPlay(merchant, member.id, x!.gameId)).toBe(true);
    await recent.recordPlay(merchant, member.id, y!.gameId);
    await recent.recordPlay(merchant, member.id, z!.gameId);
    await recent.recordPlay(merchant, member.id, x!.gameId);
    expect(await recent.recordPlay(merchant, member.id, 999999)).toBe(false);

    const res = await relay('GCS_recentGame', demo01, { clientType: 3, language: 'EN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.list.map((g: GameItem) => g.gameId)).toEqual([x!.gameId, z!.gameId, y!.gameId]);
    expect(res.json().value.totalPages).toBe(1);
    const lts = await call('GET', '/wps/relay/GCS_recentGame?vassalage=LTS', { token: demo01 });
    expect(lts.json().value.list.map((g: GameItem) => g.gameId)).toEqual([x!.gameId, y!.gameId]);
    const other = await relay('GCS_recentGame', agent01);
    expect(other.json().value).toEqual({ list: [], totalPages: 0 });
  });

  it('answers an empty board for a category without settled wins', async () => {
    const res = await call(
      'GET',
      '/wps/relay/GCSGAME_getRankList?gameCategory=COCKFIGHT&language=EN&limitNum=20',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '', value: { list: [] } });
  });

  it('seeds demo winner rounds whose stakes and wins moved through the ledger', async () => {
    const db = t.database.db;
    const seeded = await db
      .selectFrom('game_rounds')
      .selectAll()
      .where('round_id', 'like', 'demo-%')
      .execute();
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    const transfers = await db
      .selectFrom('ledger_transfers')
      .select(['reference', 'kind', 'amount'])
      .where('reference', 'like', 'round:%')
      .execute();
    for (const r of seeded) {
      const of = transfers.filter((x) => x.reference === `round:${r.vendor}:${r.round_id}`);
      expect(of.filter((x) => x.kind === 'bet').map((x) => x.amount)).toEqual([r.stake]);
      expect(of.filter((x) => x.kind === 'payout').map((x) => x.amount)).toEqual(r.win > 0n ? [r.win] : []);
    }
    const board = (await call('GET', '/wps/relay/GCSGAME_getRankList')).json().value.list as WinnerEntry[];
    expect(board).toHaveLength(seeded.filter((r) => r.win > 0n).length);
    expect(board.every((e) => /^.{2}\*\*\*.{2}$/.test(e.vo.customerName))).toBe(true);
  });

  it('ranks the biggest recent settled wins, at most 20, masked names', async () => {
    const db = t.database.db;
    const merchant = { id: await brandId(db) };
    const members = await selectWhere(db, 'members', { merchant_id: merchant.id })
      .select(['id', 'username'])
      .execute();
    const demo = members.find((m) => m.username === 'demo01')!;
    const agent = members.find((m) => m.username === 'agent01')!;
    const slots = await gamesOf('gameType=RNG&vassalage=LTS');
    const [live] = await gamesOf('gameType=LIVE&vassalage=AUR');
    const now = Date.now();
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
    const rounds = Array.from({ length: 24 }, (_, i) => ({
      merchant_id: merchant.id,
      member_id: i % 2 ? agent.id : demo.id,
      vendor: 'LTS',
      game_id: slots[i % slots.length]!.gameId,
      round_id: `r-${i}`,
      stake: 1_000n,
      win: BigInt(i + 1) * 100_000_000n,
      status: 'settled' as const,
      settled_at: hoursAgo(i + 1),
    }));
    await db
      .insertInto('game_rounds')
      .values([
        ...rounds,
        // Bigger, but not eligible: too old, still open, voided.
        { ...rounds[0]!, round_id: 'old', win: 9_900_000_000n, settled_at: hoursAgo(24 * 8) },
        { ...rounds[0]!, round_id: 'open', win: 9_800_000_000n, status: 'open', settled_at: null },
        { ...rounds[0]!, round_id: 'void', win: 9_700_000_000n, status: 'void', settled_at: hoursAgo(1) },
        // A live win that tops its own category.
        {
          ...rounds[0]!,
          vendor: 'AUR',
          game_id: live!.gameId,
          round_id: 'live-1',
          win: 5_000_000_000n,
          settled_at: hoursAgo(2),
        },
      ])
      .execute();

    const res = await call('GET', '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=VI&limitNum=20');
    const list = res.json().value.list as WinnerEntry[];
    expect(list).toHaveLength(20);
    expect(list[0]!.vo).toEqual({
      customerName: 'de***01',
      gameName: expect.any(String),
      winAmount: '50000000.00',
    });
    expect(list[0]).toMatchObject({ gameId: live!.gameId, vassalage: 'AUR', gameType: 'LIVE' });
    expect(list[1]!.vo).toMatchObject({ customerName: 'ag***01', winAmount: '24000000.00' });
    const amounts = list.map((e) => Number(e.vo.winAmount));
    expect(amounts).toEqual([...amounts].sort((p, q) => q - p));
    expect(amounts).not.toContain(99_000_000);
    expect(amounts).not.toContain(98_000_000);
    expect(amounts).not.toContain(97_000_000);
    // Names follow the asked language.
    const vi = await gamesOf(`gameType=LIVE&vassalage=AUR&language=VI`);
    expect(list[0]!.vo.gameName).toBe(vi.find((g) => g.gameId === live!.gameId)!.gameName);

    const liveOnly = (await call('GET', '/wps/relay/GCSGAME_getRankList?gameCategory=LIVE')).json().value
      .list;
    expect(liveOnly.length).toBeGreaterThan(1);
    expect(liveOnly.every((e: WinnerEntry) => e.gameType === 'LIVE')).toBe(true);
    expect(liveOnly[0].vo.winAmount).toBe('50000000.00');
    const five = (await call('GET', '/wps/relay/GCSGAME_getRankList?limitNum=5')).json().value.list;
    expect(five.map((e: WinnerEntry) => e.vo.winAmount)).toEqual(list.slice(0, 5).map((e) => e.vo.winAmount));
  });
});
