import { membersContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { routeLimit } from '../../../plugins/rate-limits.ts';
import type { MerchantService } from '../../brand/index.ts';
import type { RegisterService } from './register.service.ts';

const registerLimit = routeLimit(20);

export async function registerRoutes(
  app: FastifyInstance,
  opts: { registration: RegisterService; merchants: MerchantService },
) {
  const { registration } = opts;

  for (const [name, mode] of [
    ['members.register', 'username'],
    ['members.registerMobile', 'mobile'],
  ] as const) {
    contractRoute(
      app,
      c[name],
      // ID images may travel with the registration (two of up to 5 MB, base64 in JSON).
      { config: registerLimit, bodyLimit: 16 * 1024 * 1024 },
      async ({ body }, req) =>
        registration.register(await req.merchant(), mode, body, { ip: req.ip, host: req.headers.host }),
    );
  }

  contractRoute(app, c['members.affiliate'], { config: registerLimit }, async ({ query }, req) => {
    // The domain names the brand whose code it is; without it, the request's own brand.
    const merchant = query.domain
      ? await opts.merchants.resolve({ host: query.domain })
      : await req.merchant();
    return registration.checkAffiliate(merchant, query.code);
  });
}
