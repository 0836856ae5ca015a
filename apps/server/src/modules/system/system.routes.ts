import { domainRouteSchema, helpCenterQuerySchema, permissionQuerySchema } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../plugins/envelope.ts';
import type { MerchantService } from '../merchant/merchant.service.ts';
import type { SystemService } from './system.service.ts';

const merchantQuery = z.object({ merchantCode: z.string().max(64).optional() });
const tags = ['system'];

export async function systemRoutes(
  app: FastifyInstance,
  opts: { system: SystemService; merchants: MerchantService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { system, merchants } = opts;

  r.get('/wps/system/status', { schema: { tags, querystring: merchantQuery } }, async (req) =>
    ok(system.statusFor(await req.merchant(), req.ip)),
  );

  r.get('/wps/system/permission', { schema: { tags, querystring: permissionQuerySchema } }, async (req) =>
    ok(system.permission(await req.merchant(), req.ip)),
  );

  r.get('/wps/system/whitelabel', { schema: { tags, querystring: merchantQuery } }, async (req) =>
    ok(merchants.whitelabel(await req.merchant())),
  );

  r.get('/wps/system/setting/register', { schema: { tags, querystring: merchantQuery } }, async (req) =>
    ok((await req.merchant()).register_config),
  );

  r.get(
    '/wps/system/domainRoute',
    { schema: { tags, querystring: merchantQuery, response: { 200: envelopeOf(domainRouteSchema) } } },
    async (req) => ok(await system.domainRoute(await req.merchant())),
  );

  const help = async (req: FastifyRequest, language: string) =>
    ok(await system.helpCenter(await req.merchant(), language));
  r.get('/wps/system/helpCenter', { schema: { tags, querystring: helpCenterQuerySchema } }, async (req) =>
    help(req, req.query.language),
  );
  r.post('/wps/system/helpCenter', { schema: { tags, body: helpCenterQuerySchema } }, async (req) =>
    help(req, req.body.language),
  );
}
