import { defineContract, endpoint } from '@pf/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerContractGuard } from './contract-guard.ts';
import { contractRoute } from './contract-route.ts';
import { AppError, registerErrorHandling } from './errors.ts';

const probe = defineContract({
  ...endpoint(['GET'], '/wps/probe'),
  summary: 'probe',
  auth: 'public',
  tags: ['probe'],
  query: z.object({ fail: z.enum(['declared', 'undeclared', 'no']).default('no') }),
  response: z.object({ shown: z.string() }),
  errors: ['PROBE_DECLARED'],
});

async function appWith(strict: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerContractGuard(app, strict);
  contractRoute(app, probe, {}, async ({ query }) => {
    if (query.fail === 'declared') throw new AppError('PROBE_DECLARED', 'declared', null, 409);
    if (query.fail === 'undeclared') throw new AppError('PROBE_UNDECLARED', 'undeclared', null, 409);
    // A field outside the contract must not reach the client.
    return { shown: 'yes', secret: 'no' } as { shown: string };
  });
  await app.ready();
  return app;
}

describe('contract routes', () => {
  it('serializes the answer through the contract, dropping fields it does not declare', async () => {
    const app = await appWith(true);
    const res = await app.inject({ method: 'GET', url: '/wps/probe' });
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '', value: { shown: 'yes' } });
  });

  it('lets declared and common error codes through', async () => {
    const app = await appWith(true);
    const declared = await app.inject({ method: 'GET', url: '/wps/probe?fail=declared' });
    expect([declared.statusCode, declared.json().code]).toEqual([409, 'PROBE_DECLARED']);
    const bad = await app.inject({ method: 'GET', url: '/wps/probe?fail=maybe' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION']);
  });

  it('turns an undeclared code into a 500 naming it when strict, and passes it on otherwise', async () => {
    const strict = await appWith(true);
    const res = await strict.inject({ method: 'GET', url: '/wps/probe?fail=undeclared' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'CONTRACT_UNDECLARED_ERROR' });
    expect(res.json().message).toContain('PROBE_UNDECLARED (409)');
    const lenient = await appWith(false);
    const passed = await lenient.inject({ method: 'GET', url: '/wps/probe?fail=undeclared' });
    expect([passed.statusCode, passed.json().code]).toEqual([409, 'PROBE_UNDECLARED']);
  });
});
