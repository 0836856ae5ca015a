import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web.ts';

const PAGE = '<!doctype html><title>site</title>';

describe('player site fallback', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'pf-web-'));
    await writeFile(join(dist, 'index.html'), PAGE);
    app = Fastify({ logger: false });
    await app.register(webPlugin, { webDist: dist });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/seamless', '/seamless?x=1', '/game', '/lottery', '/bo', '/boards', '/wpsx'])(
    'a reload of the client route %s gets the site page',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(PAGE);
    },
  );

  it.each([
    '/seamless/v1',
    '/seamless/v1/balance',
    '/wps',
    '/wps/nothing',
    '/lgw/x',
    '/lotto/x',
    '/bo/api/x',
    '/docs/nothing',
    '/sandbox-vendor/x',
  ])('the API path %s answers 404 in the envelope', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('a missing asset is a 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });
});
