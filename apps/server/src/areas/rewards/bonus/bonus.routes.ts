import { bonusContracts as c } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, sessionOf, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { BonusMember, BonusService } from './bonus.service.ts';
import type { BonusStaffService } from './bonus-staff.service.ts';

async function memberOf(req: FastifyRequest, deviceId: string | undefined): Promise<BonusMember> {
  const s = sessionOf(req);
  return {
    merchantId: s.merchantId,
    memberId: s.memberId,
    currency: (await req.merchant()).currency,
    ip: req.ip,
    deviceId,
  };
}

/** Member bonus calls under /wps, bonus rules under /bo/api (finance). */
export async function bonusRoutes(
  app: FastifyInstance,
  opts: { bonus: BonusService; staff: BonusStaffService; auth: MemberAuth },
) {
  const { bonus, staff, auth } = opts;
  const member = { preHandler: auth.requireRealMember };

  contractRoute(app, c['bonus.offer'], {}, async ({ params }, req) =>
    bonus.offer((await req.merchant()).id, params.promotionId),
  );
  contractRoute(app, c['bonus.join'], member, async ({ body }, req) =>
    bonus.join(await memberOf(req, body.deviceId), body.promotionId),
  );
  contractRoute(app, c['bonus.claimRaffle'], member, async ({ body }, req) =>
    bonus.claimRaffle(await memberOf(req, body.deviceId), body.promotionId, body.clientSeed),
  );
  contractRoute(app, c['bonus.details'], member, async ({ query, body }, req) =>
    bonus.details({ memberId: sessionOf(req).memberId }, { ...query, ...body }),
  );

  const finance = { preHandler: auth.requireStaff() };
  contractRoute(app, c['bonus.boRules'], finance, async ({ query }, req) => staff.list(staffOf(req), query));
  contractRoute(app, c['bonus.boCreateRule'], finance, async ({ body }, req) =>
    staff.create(staffOf(req), body, req.ip),
  );
  contractRoute(app, c['bonus.boUpdateRule'], finance, async ({ params, body }, req) =>
    staff.update(staffOf(req), BigInt(params.id), body, req.ip),
  );
  contractRoute(app, c['bonus.boDeleteRule'], finance, async ({ params }, req) =>
    staff.remove(staffOf(req), BigInt(params.id), req.ip),
  );
}
