import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from './envelope.ts';
import { registerErrorHandling } from './errors.ts';
import { relayRoute } from './relay.ts';

async function appWithEcho() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  relayRoute(app, 'TEST_echo', {
    input: z.object({ pageNo: z.coerce.number().int().min(1), name: z.string().trim().min(1) }),
    handler: async (input) => ok(input),
  });
  await app.ready();
  return app;
}

describe('relayRoute', () => {
  it('accepts POST with a JSON body and GET with query parameters through one schema', async () => {
    const app = await appWithEcho();
    const post = await app.inject({
      method: 'POST',
      url: '/wps/relay/TEST_echo',
      payload: { pageNo: 2, name: ' a ' },
    });
    expect(post.json().value).toEqual({ pageNo: 2, name: 'a' });
    const get = await app.inject({ method: 'GET', url: '/wps/relay/TEST_echo?pageNo=3&name=b' });
    expect(get.json().value).toEqual({ pageNo: 3, name: 'b' });
  });

  it('answers 400 naming the field for bad input either way', async () => {
    const app = await appWithEcho();
    const post = await app.inject({
      method: 'POST',
      url: '/wps/relay/TEST_echo',
      payload: { pageNo: 0, name: 'x' },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toMatch(/^body\.pageNo/);
    const get = await app.inject({ method: 'GET', url: '/wps/relay/TEST_echo?pageNo=1' });
    expect(get.statusCode).toBe(400);
    expect(get.json().message).toMatch(/^querystring\.name/);
  });
});
