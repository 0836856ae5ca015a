import { systemContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { MerchantService } from '../merchant/merchant.service.ts';
import type { SystemService } from './system.service.ts';

export async function systemRoutes(
  app: FastifyInstance,
  opts: { system: SystemService; merchants: MerchantService },
) {
  const { system, merchants } = opts;

  contractRoute(app, c['system.status'], {}, async (_input, req) =>
    system.statusFor(await req.merchant(), req.ip),
  );
  contractRoute(app, c['system.permission'], {}, async (_input, req) =>
    system.permission(await req.merchant(), req.ip),
  );
  contractRoute(app, c['system.whitelabel'], {}, async (_input, req) =>
    merchants.whitelabel(await req.merchant()),
  );
  contractRoute(
    app,
    c['system.registerSettings'],
    {},
    async (_input, req) => (await req.merchant()).register_config,
  );
  contractRoute(app, c['system.domainRoute'], {}, async (_input, req) =>
    system.domainRoute(await req.merchant()),
  );
  contractRoute(app, c['system.helpCenter'], {}, async ({ query, body }, req) =>
    system.helpCenter(await req.merchant(), (body ?? query).language),
  );
}
