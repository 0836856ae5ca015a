import type { GameItem } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { changeHeard } from '../../../test/changes.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { DEMO_MERCHANT_CODE } from '../../brand/index.ts';
import { walletKit } from '../seamless/test-kit.ts';
import { GAME_MAINTENANCE_MESSAGE } from './launch.errors.ts';

describe.each(dbKinds)('/wps/game/launchGame on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = walletKit(() => t);
  let member: string;

  beforeAll(async () => {
    member = await kit.login();
  });

  const launchFields = (gameId: number, vassalage: string) => ({
    gameId,
    nodeId: gameId,
    accountType: 1,
    confirmTrans: 0,
    vassalage,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    username: 'demo01',
    token: 'ignored',
    merchantCode: DEMO_MERCHANT_CODE,
    language: 'EN',
  });

  it('asks visitors to log in and trial accounts to register', async () => {
    const gameId = await kit.gameId('SANDBOX', 'coin-flip');
    const visitor = await kit.launch(undefined, launchFields(gameId, 'SANDBOX'));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, message: 'You are not logged in, please login' });
    const trial = (await kit.inject('POST', '/wps/session/login/freeplay', { payload: {} })).json().value
      .token;
    const demo = await kit.launch(trial, launchFields(gameId, 'SANDBOX'));
    expect(demo.statusCode).toBe(403);
    expect(demo.json()).toMatchObject({ code: 'DEMO_ACCOUNT', message: 'Please Register An Account First' });
    const sessions = await t.database.db.selectFrom('seamless_sessions').select('id').execute();
    expect(sessions).toEqual([]);
  });

  it('opens a sandbox game with a wallet session in its URL and marks it recently played', async () => {
    const gameId = await kit.gameId('SANDBOX', 'coin-flip');
    const res = await kit.launch(member, launchFields(gameId, 'SANDBOX'));
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().value.game_url);
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe('/sandbox-vendor/play');
    expect(url.searchParams.get('game')).toBe('coin-flip');
    // The site opens seamless-wallet games on its /seamless page.
    expect(res.json().value.seamless).toBe(true);
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Only the hash is kept.
    const stored = await t.database.db.selectFrom('seamless_sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
    const recent = await kit.inject('POST', '/wps/relay/GCS_recentGame', { token: member, payload: {} });
    expect(recent.json().value.list.map((g: GameItem) => g.gameId)).toContain(gameId);
  });

  it('opens in-house games on their own page', async () => {
    const res = await kit.launch(member, launchFields(await kit.gameId('BGS', 'dice'), 'BGS'));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ game_url: '/inhouse/dice' });
  });

  it('answers a game under maintenance with playable games of its category', async () => {
    const row = await selectWhere(t.database.db, 'games', { maintenance: true })
      .select(['id', 'vendor_code', 'game_type'])
      .executeTakeFirstOrThrow();
    const res = await kit.launch(member, launchFields(row.id, row.vendor_code));
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: 'GAME_MAINTENANCE',
      message: GAME_MAINTENANCE_MESSAGE,
    });
    expect(body.value.gameId).toBe(row.id);
    const suggestions = body.value.suggestions as GameItem[];
    expect(suggestions.length).toBeGreaterThan(0);
    for (const g of suggestions) {
      expect(g.gameType).toBe(row.game_type);
      expect(g.maintenance).toBe(false);
      expect(g.gameId).not.toBe(row.id);
    }
    // Each suggestion really launches.
    const again = await kit.launch(member, launchFields(suggestions[0]!.gameId, suggestions[0]!.vassalage));
    expect(again.statusCode).toBe(200);
  });

  it('puts a whole vendor card under maintenance too', async () => {
    const gameId = await kit.gameId('SANDBOX', 'red-black');
    await changeHeard(t.app, 'catalog', () =>
      updateWhere(t.database.db, 'game_vendor_types', { vendor_code: 'SANDBOX' })
        .set({ maintenance: true })
        .execute(),
    );
    try {
      const res = await kit.launch(member, launchFields(gameId, 'SANDBOX'));
      expect(res.json().code).toBe('GAME_MAINTENANCE');
      expect(res.json().value.suggestions.map((g: GameItem) => g.vassalage)).not.toContain('SANDBOX');
    } finally {
      await changeHeard(t.app, 'catalog', () =>
        updateWhere(t.database.db, 'game_vendor_types', { vendor_code: 'SANDBOX' })
          .set({ maintenance: false })
          .execute(),
      );
    }
  });

  it('says plainly when a catalog game has no game server here, and lists none such', async () => {
    // Hi-Lo is in the in-house catalog but has no page yet.
    const hilo = await kit.gameId('BGS', 'hilo');
    const res = await kit.launch(member, launchFields(hilo, 'BGS'));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('GAME_UNAVAILABLE');
    const suggestions = res.json().value.suggestions as GameItem[];
    expect(suggestions.length).toBeGreaterThan(0);
    for (const g of suggestions) {
      expect((await kit.launch(member, launchFields(g.gameId, g.vassalage))).statusCode).toBe(200);
    }
  });

  it('refuses unknown games, a vendor that does not match and missing ids', async () => {
    expect((await kit.launch(member, launchFields(99_999_999, 'SANDBOX'))).statusCode).toBe(404);
    const coin = await kit.gameId('SANDBOX', 'coin-flip');
    expect((await kit.launch(member, launchFields(coin, 'LTS'))).statusCode).toBe(404);
    const none = await kit.launch(member, { vassalage: 'SANDBOX' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('gameId');
  });

  it('launches a PVP room and answers in content too', async () => {
    const room = await t.database.db
      .selectFrom('pvp_rooms')
      .select(['id', 'game_id'])
      .executeTakeFirstOrThrow();
    const res = await kit.launch(member, { roomId: room.id });
    expect(res.statusCode).toBe(200);
    const { game_url: url, content, seamless } = res.json().value;
    expect(new URL(url).pathname).toBe('/sandbox-vendor/play');
    expect(content).toBe(url);
    expect(seamless).toBe(true);
  });
});
