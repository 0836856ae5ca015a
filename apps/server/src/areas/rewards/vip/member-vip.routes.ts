import { memberVipContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { memberVipService } from './member-vip.service.ts';

/** Back office: a member's VIP level (roles risk and admin, as for the account status). */
export async function memberVipRoutes(
  app: FastifyInstance,
  opts: { vip: ReturnType<typeof memberVipService>; auth: MemberAuth },
) {
  const guard = opts.auth.requireStaff();
  contractRoute(app, c['members.staffSetVipLevel'], { preHandler: guard }, async ({ params, body }, req) =>
    opts.vip.set(staffOf(req), BigInt(params.memberId), body.level, body.reason ?? '', req.ip),
  );
}
