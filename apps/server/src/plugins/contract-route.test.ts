import { defineContract, endpoint, fileAnswer } from '@pf/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRoute } from './contract-route.ts';
import { registerErrorHandling } from './errors.ts';

const echoInput = z.object({ pageNo: z.coerce.number().int().min(1), name: z.string().trim().min(1) });
/** A relay call: GET with query parameters or POST with the same input as JSON. */
const echo = defineContract({
  ...endpoint(['GET', 'POST'], '/wps/relay/TEST_echo'),
  summary: 'echo',
  auth: 'public',
  tags: ['test'],
  query: echoInput,
  body: echoInput,
  response: z.object({ pageNo: z.number(), name: z.string() }),
  errors: [],
});

const picture = defineContract({
  ...endpoint(['GET'], '/wps/test/picture/:kind'),
  summary: 'picture',
  auth: 'public',
  tags: ['test'],
  params: z.object({ kind: z.enum(['png', 'gif']) }),
  ...fileAnswer(['image/png'], 'The picture'),
  errors: [],
});

const signed = defineContract({
  ...endpoint(['POST'], '/wps/test/signed'),
  summary: 'signed',
  auth: 'public',
  tags: ['test'],
  body: z.string().catch(''),
  response: z.object({ length: z.number() }),
  errors: [],
});

async function appWith(register: (app: FastifyInstance) => void) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  register(app);
  await app.ready();
  return app;
}

const echoApp = () =>
  appWith((app) => contractRoute(app, echo, {}, async ({ query, body }) => body ?? query));

describe('relay calls (GET and POST)', () => {
  it('accepts POST with a JSON body and GET with query parameters through one schema', async () => {
    const app = await echoApp();
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
    const app = await echoApp();
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

describe('file calls', () => {
  const pictureApp = () =>
    appWith((app) =>
      contractRoute(app, picture, {}, async ({ params }) => ({
        bytes: Buffer.from('bytes'),
        contentType: `image/${params.kind}`,
      })),
    );

  it('sends the bytes privately and inline, not an envelope', async () => {
    const res = await (await pictureApp()).inject({ method: 'GET', url: '/wps/test/picture/png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.body).toBe('bytes');
  });

  it('never sends a media type its contract does not declare', async () => {
    const res = await (await pictureApp()).inject({ method: 'GET', url: '/wps/test/picture/gif' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'UNKNOWN' });
  });
});

describe('raw-body calls', () => {
  const signedApp = () =>
    appWith((app) => {
      contractRoute(app, signed, { rawBody: true, message: (v) => `read ${v.length}` }, async ({ body }) => ({
        length: body.length,
      }));
      contractRoute(app, echo, {}, async ({ query, body }) => body ?? query);
    });

  it('hands the JSON over as the exact text sent, and only to that call', async () => {
    const app = await signedApp();
    const text = '{ "a" :1 }';
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/signed',
      payload: text,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toEqual({ success: true, code: 'OK', message: 'read 10', value: { length: 10 } });
    const bare = await app.inject({ method: 'POST', url: '/wps/test/signed' });
    expect(bare.json().value).toEqual({ length: 0 });
    const parsed = await app.inject({
      method: 'POST',
      url: '/wps/relay/TEST_echo',
      payload: { pageNo: 1, name: 'x' },
    });
    expect(parsed.json().value).toEqual({ pageNo: 1, name: 'x' });
  });
});
