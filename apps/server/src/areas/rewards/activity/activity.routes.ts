import { activityContracts as c, IMAGE_MAX_BYTES } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, sessionOf, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { ActivityMember, ActivityService } from './activity.service.ts';
import type { ActivityStaffService } from './activity-staff.service.ts';

async function memberOf(req: FastifyRequest): Promise<ActivityMember> {
  const s = sessionOf(req);
  return { merchantId: s.merchantId, memberId: s.memberId, currency: (await req.merchant()).currency };
}

/** Member calls under /wps (real accounts only), the review under /bo/api. */
export async function activityRoutes(
  app: FastifyInstance,
  opts: { activity: ActivityService; staff: ActivityStaffService; auth: MemberAuth },
) {
  const { activity, staff, auth } = opts;
  const member = { preHandler: auth.requireRealMember };

  contractRoute(
    app,
    c['activity.apply'],
    // Three images of up to 5 MB each, base64-encoded (4/3), plus the comment.
    { ...member, bodyLimit: Math.ceil((IMAGE_MAX_BYTES * 3 * 4) / 3) + 64 * 1024 },
    async ({ body }, req) => activity.apply(await memberOf(req), body),
  );
  contractRoute(app, c['activity.mine'], member, async (_input, req) => activity.mine(await memberOf(req)));
  contractRoute(app, c['activity.state'], member, async ({ params }, req) =>
    activity.state(await memberOf(req), params.promotionId),
  );
  contractRoute(app, c['activity.image'], member, async ({ params }, req) =>
    activity.imageForMember(await memberOf(req), params.imageId),
  );

  const reviewer = { preHandler: auth.requireStaff() };
  contractRoute(app, c['activity.staffList'], reviewer, async ({ query }, req) =>
    staff.list(staffOf(req), query),
  );
  contractRoute(app, c['activity.staffImage'], reviewer, async ({ params }, req) =>
    staff.image(staffOf(req), params.imageId, req.ip),
  );
  contractRoute(app, c['activity.approve'], reviewer, async ({ params, body }, req) =>
    staff.approve(staffOf(req), params.id, body?.rewardAmount, req.ip),
  );
  contractRoute(app, c['activity.reject'], reviewer, async ({ params, body }, req) =>
    staff.reject(staffOf(req), params.id, body.reason, req.ip),
  );
  contractRoute(app, c['activity.setRequired'], reviewer, async ({ params, body }, req) =>
    staff.setRequired(staffOf(req), params.promotionId, body.applicationRequired, req.ip),
  );
}
