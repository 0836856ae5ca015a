import { membersContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { memberStatusService } from './member-status.service.ts';

/** Back office: lock, close or reopen a member (roles risk and admin). */
export async function memberStatusRoutes(
  app: FastifyInstance,
  opts: { statuses: ReturnType<typeof memberStatusService>; auth: MemberAuth },
) {
  const guard = opts.auth.requireStaff();
  contractRoute(app, c['members.staffSetStatus'], { preHandler: guard }, async ({ params, body }, req) =>
    opts.statuses.set(staffOf(req), BigInt(params.memberId), body.status, body.reason, req.ip),
  );
}
