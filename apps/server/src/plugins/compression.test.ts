import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// Text that compresses well and is above every threshold, like a real chunk.
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `game ${i}` })))};\n`;
const PAGE = `<!doctype html><html><head><title>site</title></head><body>${'<p>lucky lotus</p>'.repeat(80)}</body></html>`;
const precompress = join(import.meta.dirname, '../../../web/scripts/precompress.mjs');

describe('compressed answers', () => {
  let dist: string;
  let ctx: TestContext;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'pf-web-br-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), PAGE);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    // The build's own step writes the .br and .gz copies.
    execFileSync(process.execPath, [precompress, dist]);
    ctx = await createTestApp('pglite', { webDist: dist });
  });

  afterAll(async () => {
    await ctx.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a hashed asset precompressed with brotli, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    // The build's copy itself, not one compressed again per request.
    expect(res.rawPayload.equals(await readFile(join(dist, 'assets', 'index-abc123.js.br')))).toBe(true);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the site page compressed and revalidated, at the root and on client routes', async () => {
    for (const url of ['/', '/lotteryCenter']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The build's page with the brand's title and description filled in.
      const page = brotliDecompressSync(res.rawPayload).toString();
      expect(page).toContain('<meta name="description"');
      expect(page).toContain('<p>lucky lotus</p>'.repeat(80));
    }
  });

  it('compresses a large API answer and leaves a small one alone', async () => {
    const large = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42', 'br, gzip');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(body.success).toBe(true);
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 2);

    const gz = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(body);

    const small = await get('/healthz', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });
});
