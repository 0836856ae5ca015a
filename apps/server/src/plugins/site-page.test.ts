import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callAddress, ENDPOINTS, pageStartCalls, siteBannersQuery, siteNoticeQuery } from '@pf/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateWhere } from '../db/update-where.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const BUILT_PAGE = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script type="module" crossorigin src="/assets/index-Ab1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Cd2.css">
    <title></title>
    <style>.boot-banner { display: block; }</style>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the site page and manifest of each brand', () => {
  let dist: string;
  let ctx: TestContext;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'pf-site-page-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), BUILT_PAGE);
    // The build's chunks of language texts, one per language.
    await writeFile(join(dist, 'assets', 'locale-th-Ab_3x.js'), 'export default {};');
    await writeFile(join(dist, 'assets', 'locale-en-Cd-4y.js'), 'export default {};');
    // The build's table of each page module's chunks.
    await writeFile(
      join(dist, 'page-chunks.json'),
      JSON.stringify({
        'games/home/pages/home-page': ['/assets/home-page-Aa1.js', '/assets/game-list-Bb2.js'],
        'games/games/pages/category-lobby-page': [
          '/assets/category-lobby-page-Cc3.js',
          '/assets/game-list-Bb2.js',
        ],
        'lottery/lottery/pages/vn-lottery-page': [
          '/assets/vn-lottery-page-Dd4.js',
          '/assets/betting-page-Ee5.js',
        ],
      }),
    );
    ctx = await createTestApp('pglite', { webDist: dist });
    // A brand whose name needs escaping and whose site speaks Thai.
    await updateWhere(ctx.database.db, 'merchants', { code: 'demo' })
      .set({
        name: 'Lotus & <Sons>',
        config: sql`jsonb_set(config, '{defaultLanguage}', '"TH"')`,
      })
      .execute();
  });

  afterAll(async () => {
    await ctx.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

  it("fills in the brand's title, description and language, escaped, on the root and client routes", async () => {
    for (const url of ['/', '/index.html', '/lotteryCenter']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<html lang="th" class="dark">');
      expect(res.body).toContain('<title>Lotus &#38; &#60;Sons&#62;</title>');
      expect(res.body).toMatch(
        /<meta name="description" content="Lotus &#38; &#60;Sons&#62;: สล็อต [^"]+" \/>/,
      );
      expect(res.body).not.toContain('<Sons>');
      // The app's first API call is asked for with the page, for the address the app will use.
      expect(res.body).toContain(
        '<link rel="preload" href="/wps/system/permission?url=localhost" as="fetch" crossorigin />',
      );
      // So are the texts of the brand's language, and only those.
      expect(res.body).toContain(
        '<link rel="modulepreload" href="/assets/locale-th-Ab_3x.js" crossorigin />',
      );
      expect(res.body).not.toContain('locale-en-');
    }
  });

  it("names the page's first banner for the browser to fetch at once, and none where a page has no banner", async () => {
    // What a visitor's app is answered for the brand's language: the preload must name the same.
    const res = await get('/wps/system/notice?types=B&language=TH');
    expect(res.statusCode).toBe(200);
    const banners = res.json().value.banners as Array<{ url: string; groupName: string }>;
    const first = (group: string) => banners.find((b) => b.groupName === group)?.url;
    for (const [url, group] of [
      ['/', 'home'],
      ['/rng', 'rng'],
      ['/vnLottery?gameCode=vn-mb', 'lottery'],
    ] as const) {
      const banner = first(group);
      expect(banner, `the demo brand shows a ${group} banner`).toBeDefined();
      const body = (await get(url)).body;
      // The same choice of widths as the banner's own srcset, so the browser fetches one picture.
      const hint =
        `<link rel="preload" href="${banner}" as="image" fetchpriority="high" imagesrcset="` +
        `${banner}?w=480 480w, ${banner}?w=768 768w, ${banner}?w=1200 1200w" ` +
        `imagesizes="(min-width: 1280px) 1200px, 100vw" />`;
      expect(body).toContain(hint);
      expect(body.match(/as="image"/g)).toHaveLength(1);
      // Asked for first once the viewport is known: before the scripts and the style sheet.
      expect(body).toContain(
        `<meta name="viewport" content="width=device-width, initial-scale=1" />\n    ${hint}`,
      );
      expect(body.indexOf(hint)).toBeLessThan(body.indexOf('<script'));
      // And drawn into the page in the frame's place, the same choice again, naming its page.
      const path = new URL(url, 'http://x').pathname;
      expect(body).toContain(
        `<div id="root"></div><div id="first-banner" class="boot-page" aria-hidden="true"><div class="boot-main">` +
          `<img class="boot-banner" data-banner-group="${group}" data-page="${path}" src="${banner}" ` +
          `srcset="${banner}?w=480 480w, ${banner}?w=768 768w, ${banner}?w=1200 1200w" ` +
          `sizes="(min-width: 1280px) 1200px, 100vw" width="1200" height="400" alt="" fetchpriority="high" />` +
          `</div></div></body>`,
      );
      // A launch link's page names the same banner: the app asks for banners without the token.
      const sep = url.includes('?') ? '&' : '?';
      expect((await get(`${url}${sep}token=launch-link-token`)).body).toContain(hint);
    }
    for (const url of ['/hot', '/inhouse/dice', '/no/such/page']) {
      const body = (await get(url)).body;
      expect(body).not.toContain('as="image"');
      expect(body).toContain('<div id="root"></div></body>');
    }
  });

  it('sends the style sheet without holding the first paint, the app applying it once it has arrived', async () => {
    const body = (await get('/lotteryCenter')).body;
    expect(body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-Cd2.css" media="print" data-site-css>',
    );
    expect(body.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('draws no banner into the page of an older build, which has no place for it', async () => {
    const built = BUILT_PAGE.replace(/\s*<style>[^<]*<\/style>/, '');
    await writeFile(join(dist, 'index.html'), built);
    try {
      const body = (await get('/')).body;
      expect(body).toContain('as="image"');
      expect(body).toContain('<div id="root"></div></body>');
      expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Cd2.css">');
    } finally {
      await writeFile(join(dist, 'index.html'), BUILT_PAGE);
    }
    expect((await get('/')).body).toContain('<div id="root"></div><div id="first-banner"');
  });

  it("names the banner call on every page and a visitor's notice call, with the queries the site asks with", async () => {
    const address = (query: Record<string, string>) => `/wps/system/notice?${new URLSearchParams(query)}`;
    const link = (href: string) =>
      `<link rel="preload" href="${href.replaceAll('&', '&#38;')}" as="fetch" crossorigin />`;
    const banners = address(siteBannersQuery('TH', 'demo'));
    const notice = address(siteNoticeQuery('TH', 'demo', false));
    for (const url of ['/', '/rng', '/hot']) {
      const body = (await get(url)).body;
      expect(body).toContain(link(banners));
      expect(body).toContain(link(notice));
      expect(body.match(/\/wps\/system\/notice/g)).toHaveLength(2);
    }
    // The addresses answer, for the brand's language: the banners alone, then the lists.
    const b = (await get(banners)).json().value;
    expect(b.banners.length).toBeGreaterThan(0);
    expect(b.player).toEqual([]);
    const n = (await get(notice)).json().value;
    expect(n.banners).toEqual([]);
    expect(n.player.length).toBeGreaterThan(0);
    // A member's list goes with the token and is left to the app; the banners are the same for all.
    const member = (await get('/?token=launch-link')).body;
    expect(member).toContain(link(banners));
    expect(member.match(/\/wps\/system\/notice/g)).toHaveLength(1);
  });

  it("names a visitor's opening game calls, as the site asks for them, and each one answers", async () => {
    const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';
    const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
    const named = (body: string) =>
      [...body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin \/>/g)]
        .map((m) => (m[1] ?? '').replaceAll('&#38;', '&'))
        .filter((href) => !/\/wps\/system\/(permission|notice)/.test(href));
    const page = async (url: string, headers: Record<string, string>) =>
      named((await ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } })).body);

    const home = await page('/', { 'user-agent': PHONE });
    expect(home).toEqual([
      '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=TH',
      '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5-desktop&language=TH',
    ]);
    // A lobby's first page follows the screen: 20 on a phone (by user agent or client hint), 42 wider.
    const list = (size: number) =>
      `/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&gameClassify=ALL&language=TH&pageNo=1&pageSize=${size}`;
    const lobby = [
      '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=TH',
      '/wps/relay/GCSGAME_getVassGameType',
    ];
    expect(await page('/rng', { 'user-agent': PHONE })).toEqual([...lobby, list(20)]);
    expect(await page('/rng', { 'user-agent': DESKTOP })).toEqual([...lobby, list(42)]);
    expect(await page('/rng', { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' })).toEqual([
      ...lobby,
      list(20),
    ]);
    expect(await page('/rng', { 'user-agent': PHONE, 'sec-ch-ua-mobile': '?0' })).toEqual([
      ...lobby,
      list(42),
    ]);
    // The same addresses as the shared table the site's calls are built from.
    const table = pageStartCalls({
      pathname: '/rng',
      search: '',
      language: 'TH',
      phone: true,
      member: false,
    }).map((c) => callAddress(ENDPOINTS[c.name].path, c.query));
    expect(await page('/rng', { 'user-agent': PHONE })).toEqual(table);

    // Each named address answers the game data, for a visitor.
    for (const href of [...home, ...lobby, list(20)]) {
      const res = await get(href);
      expect(res.statusCode, href).toBe(200);
      expect(res.json().success, href).toBe(true);
    }
    // A member's page names only the calls that answer every caller alike; the list is the member's.
    expect(await page('/?token=launch-link', { 'user-agent': PHONE })).toEqual(home);
    expect(await page('/rng?token=launch-link', { 'user-agent': PHONE })).toEqual(lobby);
    // A filtered lobby and pages without game calls name none.
    for (const url of [
      '/rng?vassalage=PG',
      '/rng?vassalage=PG&token=launch-link',
      '/hot',
      '/vnLottery?gameCode=vn-mb',
    ]) {
      expect(await page(url, { 'user-agent': PHONE }), url).toEqual([]);
    }
  });

  it("names the code of the page asked for, so it downloads beside the app's entry", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" href="([^"]+)" crossorigin fetchpriority="low" \/>/g)].map(
        (m) => m[1],
      );
    for (const [url, files] of [
      ['/', ['/assets/home-page-Aa1.js', '/assets/game-list-Bb2.js']],
      ['/rng', ['/assets/category-lobby-page-Cc3.js', '/assets/game-list-Bb2.js']],
      ['/live', ['/assets/category-lobby-page-Cc3.js', '/assets/game-list-Bb2.js']],
      [
        '/vnLottery?gameCode=vn-mb&token=launch-link',
        ['/assets/vn-lottery-page-Dd4.js', '/assets/betting-page-Ee5.js'],
      ],
      // A page the table does not list, and an unknown path: no hints.
      ['/hot', []],
      ['/no/such/page', []],
    ] as const) {
      expect(preloads((await get(url)).body), url).toEqual(files);
    }
  });

  it('never lets a forged Host header into the page', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost"><script>x</script>' },
    });
    expect(res.body).not.toContain('<script>x');
  });

  it('serves a web app manifest in the brand name with installable icons', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Lotus & <Sons>',
      lang: 'th',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
