import { brandsContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { BrandSetupService } from './brand-setup.service.ts';

/** The console's brand set-up calls. */
export async function brandSetupRoutes(
  app: FastifyInstance,
  opts: { setup: BrandSetupService; auth: MemberAuth },
) {
  const { setup } = opts;
  const staff = { preHandler: opts.auth.requireStaff() };
  contractRoute(app, c['brands.list'], staff, async (_input, req) => setup.list(staffOf(req)));
  contractRoute(app, c['brands.get'], staff, async ({ params }, req) =>
    setup.get(staffOf(req), params.merchantCode),
  );
  contractRoute(app, c['brands.create'], staff, async ({ body }, req) =>
    setup.create(staffOf(req), body, req.ip),
  );
  contractRoute(app, c['brands.update'], staff, async ({ params, body }, req) =>
    setup.update(staffOf(req), params.merchantCode, body, req.ip),
  );
}
