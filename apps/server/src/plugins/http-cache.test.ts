import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

describe('browser caching of API answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

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
});
