import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, SECURITY_HEADER_OPTIONS, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerSecurityHeaders(app);
    app.get('/x', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => app.close());

  it("sends helmet's headers for the site's policy on every answer, found or not", async () => {
    const expected = securityHeaders(SECURITY_HEADER_OPTIONS);
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(expected['strict-transport-security']).toMatch(/max-age=\d+/);
    for (const url of ['/x', '/missing']) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
