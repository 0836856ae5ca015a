import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { reconcileLedger } from '../../money/index.ts';

/** §3 lottery menu item fields every item carries, own or third-party. */
const SPEC_FIELDS = [
  'gameId',
  'remark',
  'code',
  'defaultPlayType',
  'accountTypeName',
  'vendor',
  'gameCode',
  'gameType',
  'vassalage',
  'isGame',
  'webIconUrl',
  'tag',
  'labelName',
  'remainTime',
  'lockTime',
  'fewinTime',
  'isSale',
  'previousWinningNumber',
  'previousWinningTime',
  'drawDayOfWeek',
  'gameMenuSort',
];

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the assertions.
type Json = any;

describe.each(dbKinds)('third-party lottery vendors on %s', (kind) => {
  const t = suiteApp(kind);
  let base: string;
  const kit = walletKit(() => t);

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const menus = async (query = ''): Promise<Json[]> => {
    const res = await kit.inject('GET', `/lgw/games/game_menus${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().value.list;
  };

  it('lists the SEA lottery and the other vendor after the own games, with every §3 field', async () => {
    const list = await menus();
    const own = list.filter((i) => i.kind !== undefined);
    const others = list.filter((i) => i.kind === undefined);
    expect(own.length).toBeGreaterThan(0);
    // Only the vendors §4 does not send to our own pages: the catalog's VN lotto and ELK are not repeated.
    expect(others.map((i) => [i.vendor, i.isGame])).toEqual([
      ['TCG_SEA', 'GAME'],
      ['SDL', 'VASSALAGE'],
    ]);
    expect(list.slice(-2)).toEqual(others);
    for (const item of list) for (const field of SPEC_FIELDS) expect(item).toHaveProperty(field);

    const [sea, sdl] = others;
    expect(sea).toMatchObject({
      accountTypeName: 'TCG_SEA',
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      gameCode: 'sea-4d-last-digit',
      remark: 'SEA 4D Last Digit',
      labelName: 'SEA Lottery',
      gameId: await kit.gameId('TCG_SEA', 'sea-4d-last-digit'),
      webIconUrl: `/static/games/${await kit.gameId('TCG_SEA', 'sea-4d-last-digit')}.svg`,
      tag: [],
      isSale: false,
    });
    expect(sdl).toMatchObject({
      gameCode: 'SDL',
      remark: 'Sundial Lotto',
      webIconUrl: '/static/vendors/SDL.svg',
    });
    expect(typeof sdl.nodeId).toBe('number');
    const icon = await kit.inject('GET', sdl.webIconUrl);
    expect(icon.statusCode).toBe(200);

    // Names follow the language; a tag's list and the VN-only menu hold our own games alone.
    expect((await menus('?language=vi')).find((i) => i.vendor === 'TCG_SEA')?.remark).toBe(
      'Số Cuối 4D Đông Nam Á',
    );
    expect((await menus('?tag=MB')).every((i) => i.kind !== undefined)).toBe(true);
    const vn = await kit.inject('GET', '/lgw/vn/games/game_menu');
    expect(vn.json().value.list.every((i: Json) => i.vendor === 'TCG_LOTTO_VN')).toBe(true);
  });

  it("lists the popup vendor's games and launches each one on the seamless wallet", async () => {
    const sdl = (await menus()).find((i) => i.vendor === 'SDL');
    const page = await kit.inject(
      'GET',
      `/wps/relay/GCSGAME_gameList?gameType=${sdl.gameType}&vassalage=SDL&language=EN&pageNo=1&pageSize=20`,
    );
    const games: Json[] = page.json().value.games;
    expect(games.map((g) => g.gameCode)).toEqual(['sdl-pick-digit', 'sdl-big-small', 'sdl-colour-ball']);

    const member = await kit.login();
    for (const g of games) {
      const res = await kit.launch(member, {
        gameId: g.gameId,
        nodeId: sdl.nodeId,
        vassalage: 'SDL',
        gameType: 'LOTT',
        language: 'EN',
      });
      expect(res.statusCode).toBe(200);
      const value = res.json().value;
      expect(value.seamless).toBe(true);
      const url = new URL(value.game_url);
      expect(url.pathname).toBe('/sandbox-vendor/play');
      expect(url.searchParams.get('game')).toBe(g.gameCode);
    }
  });

  it('plays a SEA lottery round through the signed wallet: the stake and the win go through the ledger', async () => {
    const sea = (await menus()).find((i) => i.vendor === 'TCG_SEA');
    const member = await kit.login();
    const launched = await kit.launch(member, {
      gameId: sea.gameId,
      nodeId: sea.nodeId,
      vassalage: sea.vassalage,
      language: 'EN',
    });
    expect(launched.statusCode).toBe(200);
    const url = new URL(launched.json().value.game_url);
    const token = url.searchParams.get('token') as string;

    const shown = await fetch(`${base}${url.pathname}${url.search}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('SEA 4D Last Digit');

    const before = await kit.cash();
    const played = await fetch(`${base}/sandbox-vendor/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, game: 'sea-4d-last-digit', stake: '10.00', choice: '7' }).toString(),
    });
    expect(played.status).toBe(200);
    const html = await played.text();
    const win = /data-testid="win">([^<]*)</.exec(html)?.[1] ?? '';
    const winMinor = BigInt(win.split(' ')[0]!.replace(/[,.]/g, ''));
    expect([0n, 9_500n]).toContain(winMinor);
    expect(await kit.cash()).toBe(before - 1_000n + winMinor);

    // The round belongs to the SEA vendor, in the wallet's records and the betting record.
    const rounds = await selectWhere(t.database.db, 'seamless_transactions', { vendor: 'TCG_SEA' })
      .select(['vendor', 'action'])
      .execute();
    expect(rounds.map((r) => r.action).sort()).toEqual(['bet', 'win']);
    const record = await kit.inject('POST', '/wps/relay/personalHistoryCopy', {
      token: member,
      payload: { vassalage: 'TCG_SEA' },
    });
    expect(record.json().value.content[0]).toMatchObject({ vassalage: 'TCG_SEA', stake: '10.00' });
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });
});
