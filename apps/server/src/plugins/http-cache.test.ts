import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../test/test-app.ts';

describe('browser caching of API answers', () => {
  const t = suiteApp('pglite');

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  it('tags a public read and answers 304 without a body while it is unchanged', async () => {
    const first = await get('/wps/system/permission?url=localhost');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get('/wps/system/permission?url=localhost', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // A tag of another answer gets the full body.
    const other = await get('/wps/system/permission?url=localhost', { 'if-none-match': 'W/"another"' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
    expect(other.json().success).toBe(true);
  });

  it('never lets a browser keep an answer that failed', async () => {
    const res = await get('/wps/system/helpCenter?language=EN&device=PHONE');
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('sends a large public answer compressed from its kept forms, the same bytes each time', async () => {
    const url = '/lgw/games/game_menus';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    // Unchanged: a 304 without a body, whatever the encoding asked.
    const unchanged = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it('keeps member answers out of browser caches and compresses them on the fly', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host: 'localhost' },
      payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
    });
    const token = login.json().value.token as string;
    const res = await get('/wps/member/info', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});
