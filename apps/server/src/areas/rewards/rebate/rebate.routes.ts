import { rebateContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import { ownerOf } from '../../money/index.ts';
import type { Rebate } from './rebate.module.ts';

/** Manual rebate for real members; the rates for finance staff (admin passes). */
export async function rebateRoutes(app: FastifyInstance, opts: Rebate & { auth: MemberAuth }) {
  const { rebate, staff, auth } = opts;
  const member = { preHandler: auth.requireRealMember };
  contractRoute(app, c['rebate.summary'], member, async (_input, req) => rebate.summary(await ownerOf(req)));
  contractRoute(app, c['rebate.claim'], member, async ({ body }, req) =>
    rebate.claim(await ownerOf(req), body.requestId),
  );
  contractRoute(app, c['rebate.claims'], member, async ({ query }, req) =>
    rebate.claims(await ownerOf(req), query),
  );

  const finance = { preHandler: auth.requireStaff() };
  contractRoute(app, c['rebate.boRates'], finance, async ({ query }, req) =>
    staff.rates(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['rebate.boSaveRates'], finance, async ({ body }, req) =>
    staff.saveRates(staffOf(req), body, req.ip, await brandOf(req)),
  );
}
