import { GAME_TYPES, type GameItem, type VendorLane } from '@pf/shared';
import { INHOUSE_VENDOR } from '@pf/shared/inhouse/limits';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { brandId } from '../../../test/brand-kit.ts';
import { BROWSER_IMAGE_ACCEPT } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { INHOUSE_PAGES } from '../launch/inhouse.adapter.ts';
import { EVOLUTION_SIM_TABLES } from '../sandbox-vendor/evolution-sim.tables.ts';
import { HUB88_SIM_GAMES } from '../sandbox-vendor/hub88-sim.games.ts';
import { PRAGMATIC_SIM_GAMES } from '../sandbox-vendor/pragmatic-sim.games.ts';
import { SANDBOX_GAMES } from '../sandbox-vendor/sandbox.games.ts';
import { HOSTED_LOTTERY_GAMES } from '../sandbox-vendor/sandbox.lottery-games.ts';
import { seedGameCatalog } from './demo-catalog.ts';
import { DEMO_VENDORS } from './game-catalog.ts';

// The demo seed also lists the sandbox studio's RNG games and the Pragmatic and Hub88 simulators'
// slots (new, minimum bet 1.00, no lines).
const sandboxSpecs = [...SANDBOX_GAMES, ...PRAGMATIC_SIM_GAMES, ...HUB88_SIM_GAMES].map(() => ({
  isNew: true,
  isHot: false,
  minBet: 100n,
  minLineNum: 0,
}));
// And the Evolution simulator's live tables, imported through its lobby call (new, not hot).
// Only counted in LIVE lists, so their bet limits do not matter here.
const liveSimSpecs = EVOLUTION_SIM_TABLES.map(() => ({
  isNew: true,
  isHot: false,
  minBet: 0n,
  minLineNum: 0,
}));
/** In-house games with a page; the others are in the catalog but not listed. */
const INHOUSE_CODES = INHOUSE_PAGES;
const specsOf = (gameType: string) => [
  ...DEMO_VENDORS.flatMap((v) =>
    v.types
      .filter((t) => t.gameType === gameType)
      .flatMap((t) => t.games.filter((g) => v.code !== INHOUSE_VENDOR || INHOUSE_CODES.has(g.code))),
  ),
  ...(gameType === 'RNG' ? sandboxSpecs : []),
  ...(gameType === 'LIVE' ? liveSimSpecs : []),
];

describe.each(dbKinds)('game catalog on %s', (kind) => {
  const t = suiteApp(kind);

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
  const post = (name: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, headers: { host: 'localhost' }, payload });
  const list = async (query: string) => {
    const res = await get(`/wps/relay/GCSGAME_gameList?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().value as { pageNo: number; totalPages: number; total: number; games: GameItem[] };
  };

  it('answers one lane per game type with complete vendor cards', async () => {
    const res = await post('GCSGAME_newGameVendor', { platform: 'html5-desktop' });
    expect(res.statusCode).toBe(200);
    const lanes = res.json().value.data.lanes as VendorLane[];
    expect(lanes.map((l) => l.title)).toEqual([...GAME_TYPES]);
    const codes = (type: string) => lanes.find((l) => l.title === type)?.cards.map((c) => c.vassalage);
    expect(codes('ESPORTS')).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(codes('COCKFIGHT')).toEqual(['DS88']);
    expect(codes('INHOUSE')).toEqual(['BGS']);
    expect(codes('BINGO')).toEqual(['JL', 'YB']);
    expect(codes('LOTT')).toContain('TCG_LOTTO_VN');
    expect(codes('FISH')).toContain('GLX');
    expect(codes('RNG')).toContain('GLX');
    for (const lane of lanes) {
      expect(lane).toMatchObject({ gameClassify: lane.title, isHot: expect.any(Boolean) });
      for (const card of lane.cards) {
        expect(Object.keys(card).sort()).toEqual(
          [
            'vassalage',
            'gameType',
            'displayName',
            'accountTypeName',
            'iconUrl',
            'showIcon',
            'lagerIcon',
            'gameName',
            'nodeName',
            'gameId',
            'isGame',
            'nodeId',
            'maintenance',
          ].sort(),
        );
        expect(card.gameType).toBe(lane.title);
        expect(card.iconUrl).toBe(`/static/vendors/${card.vassalage}.svg`);
        expect(card.lagerIcon).toBe(`/static/vendors/${card.vassalage}-wide.svg`);
      }
    }
    const sports = lanes.find((l) => l.title === 'SPORTS')!.cards[0]!;
    expect(sports).toMatchObject({ isGame: 'GAME', gameId: expect.any(Number), gameName: 'Stadium Bet' });
    const slots = lanes.find((l) => l.title === 'RNG')!.cards[0]!;
    expect(slots).toMatchObject({ isGame: 'VASSALAGE', gameId: null, gameName: null });
  });

  it('maps vendors to game types and classifications, with the menu each yields', async () => {
    const res = await get('/wps/relay/GCSGAME_getVassGameType');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    const of = (vendor: string) => v.list.find((x: { vassalage: string }) => x.vassalage === vendor);
    expect(of('GLX').gameTypes.map((g: { gameType: string }) => g.gameType)).toEqual(['RNG', 'FISH']);
    expect(of('MXL').gameTypes[0]).toMatchObject({
      gameType: 'LIVE',
      gameClassify: ['BACCARAT', 'ROULETTE', 'DRAGONTIGER'],
      menu: ['ALL', 'BACCARAT', 'ROULETTE', 'DRAGONTIGER'],
    });
    expect(of('LTS').gameTypes[0].menu.slice(0, 2)).toEqual(['ALL', 'NEW']);
    // One classification only: the menu is empty. Bingo classifies as EBINGO.
    expect(of('JL').gameTypes[0]).toMatchObject({ gameClassify: ['EBINGO'], menu: [] });
    const rng = v.gameTypes.find((g: { gameType: string }) => g.gameType === 'RNG');
    expect(rng.counts.SLOT + rng.counts.TABLE + rng.counts.ARCADE + rng.counts.JACKPOT).toBe(
      specsOf('RNG').length,
    );
  });

  it('filters by game type and pages with totalPages', async () => {
    const total = specsOf('RNG').length;
    const page1 = await list('gameType=RNG');
    expect(page1).toMatchObject({ pageNo: 1, total, totalPages: Math.ceil(total / 20) });
    expect(page1.games).toHaveLength(20);
    expect(page1.games.every((g) => g.gameType === 'RNG')).toBe(true);

    const lobby = await list('gameType=RNG&pageSize=42&pageNo=1');
    expect(lobby.totalPages).toBe(Math.ceil(total / 42));
    const seen = new Set<number>();
    for (let p = 1; p <= lobby.totalPages; p++) {
      const page = await list(`gameType=RNG&pageSize=42&pageNo=${p}`);
      for (const g of page.games) seen.add(g.gameId);
      expect(page.games.length).toBe(p < lobby.totalPages ? 42 : total - 42 * (lobby.totalPages - 1));
    }
    expect(seen.size).toBe(total);
    const past = await list(`gameType=RNG&pageSize=42&pageNo=${lobby.totalPages + 1}`);
    expect(past).toMatchObject({ games: [], total, totalPages: lobby.totalPages });
  });

  it('filters by vendor and by classification', async () => {
    const lts = await list('gameType=RNG&vassalage=LTS&pageSize=42');
    expect(lts.total).toBe(40);
    expect(lts.games.every((g) => g.vassalage === 'LTS' && g.vendorName === 'Lotus Slots')).toBe(true);
    const baccarat = await list('gameType=LIVE&gameClassify=BACCARAT&pageSize=42');
    expect(baccarat.total).toBe(
      16 + EVOLUTION_SIM_TABLES.filter((table) => table.gameType === 'baccarat').length,
    );
    expect(baccarat.games.every((g) => g.gameClassify === 'BACCARAT')).toBe(true);
    const bingo = await list('gameType=BINGO&gameClassify=EBINGO');
    expect(bingo.total).toBe(specsOf('BINGO').length);
    const all = await list('gameType=LIVE&gameClassify=ALL');
    expect(all.total).toBe(specsOf('LIVE').length);
  });

  it('accepts NEW only for RNG, and HOT and isNew as flags', async () => {
    const fresh = await list('gameType=RNG&gameClassify=NEW&pageSize=42');
    expect(fresh.total).toBe(specsOf('RNG').filter((g) => g.isNew).length);
    expect(fresh.games.every((g) => g.isNew && g.gameType === 'RNG')).toBe(true);
    const live = await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&gameClassify=NEW');
    expect(live.statusCode).toBe(400);
    expect(live.json().message).toMatch(/^querystring\.gameClassify/);
    const hot = await list('gameType=LIVE&gameClassify=HOT&pageSize=42');
    expect(hot.total).toBe(specsOf('LIVE').filter((g) => g.isHot).length);
    expect(hot.games.every((g) => g.isHot)).toBe(true);
    const flagged = await list('isNew=true&pageSize=42');
    expect(flagged.games.every((g) => g.isNew)).toBe(true);
    expect(flagged.total).toBe(
      DEMO_VENDORS.flatMap((v) => v.types.flatMap((x) => x.games)).filter((g) => g.isNew).length +
        sandboxSpecs.length +
        liveSimSpecs.length +
        // The third-party lottery vendors' games the studio runs are new too.
        HOSTED_LOTTERY_GAMES.length,
    );
  });

  it('searches names trimmed and case-insensitively, in the asked language or EN', async () => {
    const res = await list(`gameName=${encodeURIComponent('  gOLDEN drag ')}`);
    expect(res.total).toBeGreaterThan(0);
    expect(res.games.every((g) => g.gameName.toLowerCase().includes('golden drag'))).toBe(true);
    const percent = await list(`gameName=${encodeURIComponent('%')}`);
    expect(percent.total).toBe(0);
    const vi = await list(`gameName=${encodeURIComponent('rồng')}&language=VI&gameType=RNG&pageSize=42`);
    expect(vi.total).toBeGreaterThan(0);
    expect(vi.games.every((g) => g.gameName.toLowerCase().includes('rồng'))).toBe(true);
  });

  it('names games per language and falls back to EN', async () => {
    const vi = await list('gameType=RNG&vassalage=LTS&language=VI');
    const en = await list('gameType=RNG&vassalage=LTS&language=EN');
    expect(vi.games[0]!.gameId).toBe(en.games[0]!.gameId);
    expect(en.games[0]!.gameName).toBe('Golden Dragon');
    expect(vi.games[0]!.gameName).toBe('Rồng Vàng');
    expect((await list('gameType=RNG&vassalage=LTS&language=CN')).games[0]!.gameName).toBe('金龙');
    // No Thai names are seeded; sports lobbies have only EN.
    expect((await list('gameType=RNG&vassalage=LTS&language=TH')).games[0]!.gameName).toBe('Golden Dragon');
    expect((await list('gameType=SPORTS&vassalage=SBX&language=VI')).games[0]!.gameName).toBe('Stadium Bet');
  });

  it('filters by minimum bet and line count; builds icon URLs from the image CDN', async () => {
    const cheap = await list('gameType=RNG&minBet=1000&pageSize=42');
    expect(cheap.total).toBe(specsOf('RNG').filter((g) => g.minBet <= 100_000n).length);
    expect(cheap.games.every((g) => Number(g.minBet) <= 1000)).toBe(true);
    const ways = await list('gameType=RNG&minLineNum=243&pageSize=42');
    expect(ways.total).toBe(specsOf('RNG').filter((g) => g.minLineNum >= 243).length);
    expect(ways.games.every((g) => g.minLineNum >= 243)).toBe(true);
    expect(cheap.games[0]!.iconUrl).toBe(`/static/games/${cheap.games[0]!.gameId}.svg`);
    expect(cheap.games[0]!.minBet).toMatch(/^\d+\.\d{2}$/);
  });

  it('serves the keno pop-up list in one page of 1000 (§7), and no larger page', async () => {
    const popup = await list(
      `clientType=3&platform=${encodeURIComponent('flash,html5-desktop')}&pageNo=1&pageSize=1000&gameType=ELOTT&vassalage=ELK`,
    );
    expect(popup.totalPages).toBe(1);
    expect(popup.games.map((g) => g.gameCode)).toEqual(expect.arrayContaining(['keno', 'quick-lotto-5']));
    const everything = await list('pageNo=1&pageSize=1000');
    expect(everything.games.length).toBe(Math.min(everything.total, 1000));
    for (const size of [999, 1001, 5000]) {
      const res = await get(`/wps/relay/GCSGAME_gameList?pageSize=${size}`);
      expect(res.statusCode, String(size)).toBe(400);
      expect(res.json().message).toMatch(/^querystring\.pageSize/);
    }
  });

  it('rejects bad input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['gameType=CASINO', 'querystring.gameType'],
      ['pageSize=30', 'querystring.pageSize'],
      ['pageNo=0', 'querystring.pageNo'],
      ['minBet=abc', 'querystring.minBet'],
      ['gameClassify=WHATEVER', 'querystring.gameClassify'],
      ['vassalage=a%20b', 'querystring.vassalage'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/wps/relay/GCSGAME_gameList?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(res.json().message.startsWith(field), res.json().message).toBe(true);
    }
    const body = await post('GCSGAME_gameList', { pageNo: -1 });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toMatch(/^body\.pageNo/);
    const rank = await get('/wps/relay/GCSGAME_getRankList?limitNum=21');
    expect(rank.json().message).toMatch(/^querystring\.limitNum/);
  });

  it('lists hot games, optionally of one vendor', async () => {
    const all = (
      await get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&platform=web')
    ).json().value.list as GameItem[];
    // In-house games without a page yet (Hi-Lo, Keno 80, ...) are not listed.
    const hotSpecs = DEMO_VENDORS.flatMap((v) =>
      v.types.flatMap((x) => x.games.filter((g) => v.code !== INHOUSE_VENDOR || INHOUSE_CODES.has(g.code))),
    ).filter((g) => g.isHot);
    expect(all).toHaveLength(Math.min(hotSpecs.length, 100));
    expect(all.every((g) => g.isHot)).toBe(true);
    const lts = (await post('GCSGAME_hotGamesV2', { vassalage: 'LTS', isPlatform: 2 })).json().value
      .list as GameItem[];
    expect(lts.length).toBe(DEMO_VENDORS[0]!.types[0]!.games.filter((g) => g.isHot).length);
    expect(lts.every((g) => g.vassalage === 'LTS')).toBe(true);
  });

  it('lists PVP rooms per vendor with their minimum bets', async () => {
    const rooms = (await get('/wps/relay/GLS2_roomList?vassalage=KCP')).json().value.list;
    expect(rooms.length).toBe(7 * 3);
    expect(rooms.every((r: { vassalage: string }) => r.vassalage === 'KCP')).toBe(true);
    expect(rooms.slice(0, 3).map((r: { minBet: string }) => r.minBet)).toEqual([
      '1000.00',
      '10000.00',
      '100000.00',
    ]);
    const cheap = (await get('/wps/relay/GLS2_roomList?vassalage=KCP&minBet=10000')).json().value.list;
    expect(cheap.length).toBe(7 * 2);
  });

  // The catalog is served from memory; a change made straight in the database reaches it through
  // the database's change notifications (migration 0016), asynchronously but within a second.
  it('hides a vendor the merchant disabled from lanes, lists and rooms', async () => {
    const setEnabled = (enabled: boolean) =>
      t.database.db
        .updateTable('merchant_vendors')
        .set({ enabled })
        .where('vendor_code', 'in', ['NOV', 'KCP'])
        .execute();
    const within = { timeout: 1000, interval: 20 };
    expect((await list('vassalage=NOV')).total).toBe(40);
    await setEnabled(false);
    try {
      await vi.waitFor(async () => {
        const lanes = (await get('/wps/relay/GCSGAME_newGameVendor')).json().value.data.lanes as VendorLane[];
        const codes = lanes.flatMap((l) => l.cards.map((c) => c.vassalage));
        expect(codes).not.toContain('NOV');
        expect((await list('vassalage=NOV')).total).toBe(0);
        expect((await list('gameType=RNG')).total).toBe(specsOf('RNG').length - 40);
        expect((await get('/wps/relay/GLS2_roomList?vassalage=KCP')).json().value.list).toEqual([]);
      }, within);
    } finally {
      await setEnabled(true);
    }
    await vi.waitFor(async () => expect((await list('vassalage=NOV')).total).toBe(40), within);
  });

  it('serves generated SVG artwork for games and vendors', async () => {
    const game = (await list('gameType=RNG&vassalage=LTS')).games[0]!;
    const icon = await get(game.iconUrl);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(icon.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // A slot's tile shows reels (three windows) and its name on the band.
    expect(icon.body).toContain(`>${game.gameName}</text>`);
    expect(icon.body.match(/<rect [^>]*fill="#ffffff"/g)?.length).toBe(3);
    expect((await get(game.iconUrl)).body).toBe(icon.body);
    const vendor = await get('/static/vendors/DS88.svg');
    expect(vendor.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(vendor.body).toContain('DS88');
    expect((await get('/static/vendors/DS88-wide.svg')).body).toContain('Derby Sabong 88');
    expect((await get('/static/games/999999.svg')).statusCode).toBe(404);
    expect((await get('/static/vendors/NOPE.svg')).statusCode).toBe(404);
    const bad = await get('/static/games/abc.svg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.file/);
  });

  it('sends the artwork to a browser that takes WebP as WebP at the asked width, tagged', async () => {
    const game = (await list('gameType=RNG&vassalage=LTS')).games[0]!;
    const ask = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost', accept: BROWSER_IMAGE_ACCEPT, ...headers },
      });
    const icon = await ask(`${game.iconUrl}?w=240`);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
    expect(icon.headers.vary).toMatch(/\baccept\b/);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(icon.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 240]);
    const again = await ask(`${game.iconUrl}?w=240`, { 'if-none-match': String(icon.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const wide = await ask('/static/vendors/DS88-wide.svg?w=480');
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(480);
    const bad = await ask(`${game.iconUrl}?w=241`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring\.w/);
  });

  it('seeds idempotently: a second run adds nothing', async () => {
    const count = async () => {
      const row = await t.database.db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const names = await t.database.db
        .selectFrom('game_names')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return [Number(row.n), Number(names.n)];
    };
    const before = await count();
    const { games } = await seedGameCatalog(t.database.db, await brandId(t.database.db));
    expect(await count()).toEqual(before);
    expect(before[0]).toBe(
      games +
        SANDBOX_GAMES.length +
        HOSTED_LOTTERY_GAMES.length +
        PRAGMATIC_SIM_GAMES.length +
        HUB88_SIM_GAMES.length +
        EVOLUTION_SIM_TABLES.length,
    );
    expect(games).toBeGreaterThanOrEqual(300);
  });
});
