import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleWebPlugin } from './console-web.ts';
import { webPlugin } from './web.ts';

const SITE = '<!doctype html><title>site</title>';
const CONSOLE = '<!doctype html><title>console</title>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(600))});`;

/** The player site and the console side by side, as the app registers them, with one API route. */
async function appWith(consoleDist: string | undefined, webDist: string) {
  const app = Fastify({ logger: false });
  app.get('/bo/api/session/me', async () => ({ success: true, code: '0', message: '', value: 'me' }));
  await app.register(webPlugin, { webDist });
  await app.register(consoleWebPlugin, { consoleDist });
  await app.ready();
  return app;
}

describe('the operator console at /bo', () => {
  let web: string;
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    web = await mkdtemp(join(tmpdir(), 'pf-web-'));
    await writeFile(join(web, 'index.html'), SITE);
    dist = await mkdtemp(join(tmpdir(), 'pf-console-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), CONSOLE);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
    app = await appWith(dist, web);
  });

  afterAll(async () => {
    await app.close();
    await rm(web, { recursive: true, force: true });
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/bo', '/bo/', '/bo/sign-in', '/bo/audit?targetType=kyc', '/bo/money/withdrawals'])(
    '%s answers the console page, not cached',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(CONSOLE);
    },
  );

  it('serves hashed assets as immutable, precompressed when the browser takes it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/bo/assets/index-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await app.inject({
      method: 'GET',
      url: '/bo/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
  });

  it('leaves the API to its routes and answers unknown API paths with the envelope 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/bo/api/session/me' })).json().value).toBe('me');
    for (const [method, url] of [
      ['GET', '/bo/api/nothing'],
      ['POST', '/bo/api/nothing'],
      ['GET', '/bo/api'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('a missing file under /bo is a 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/bo/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves the player site its own paths', async () => {
    for (const url of ['/', '/boards', '/lottery']) {
      expect((await app.inject({ method: 'GET', url })).body).toBe(SITE);
    }
  });

  it('answers the envelope 404 at /bo when the console is not built', async () => {
    const bare = await appWith(join(dist, 'nothing-here'), web);
    try {
      for (const url of ['/bo', '/bo/', '/bo/audit']) {
        const res = await bare.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      expect((await bare.inject({ method: 'GET', url: '/' })).body).toBe(SITE);
    } finally {
      await bare.close();
    }
  });
});
