import { bonusContracts as c } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { staffEditingRoutes } from '../../../plugins/staff-editing-routes.ts';
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

  const finance = staffEditingRoutes(app, { preHandler: auth.requireStaff() });
  finance.list(c['bonus.boRules'], staff.list);
  finance.create(c['bonus.boCreateRule'], staff.create);
  finance.update(c['bonus.boUpdateRule'], staff.update);
  finance.remove(c['bonus.boDeleteRule'], staff.remove);
}
