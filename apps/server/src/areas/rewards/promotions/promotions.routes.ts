import { promotionsContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { PromotionsService } from './promotions.service.ts';
import type { PromotionsStaffService } from './promotions-staff.service.ts';

export async function promotionsRoutes(
  app: FastifyInstance,
  opts: { promotions: PromotionsService; staff: PromotionsStaffService; auth: MemberAuth },
) {
  const { promotions, staff, auth } = opts;

  contractRoute(app, c['promotions.list'], {}, async ({ query }, req) =>
    promotions.list(await req.merchant(), query),
  );
  contractRoute(app, c['promotions.detail'], {}, async ({ params, query }, req) =>
    promotions.detail(await req.merchant(), params.id, query),
  );

  // Promotions are site content: the content role edits them.
  const editor = { preHandler: auth.requireStaff() };
  contractRoute(app, c['promotions.staffList'], editor, async ({ query }, req) =>
    staff.list(staffOf(req), query),
  );
  contractRoute(app, c['promotions.create'], editor, async ({ body }, req) =>
    staff.create(staffOf(req), body, req.ip),
  );
  contractRoute(app, c['promotions.update'], editor, async ({ params, body }, req) =>
    staff.update(staffOf(req), BigInt(params.id), body, req.ip),
  );
  contractRoute(app, c['promotions.delete'], editor, async ({ params }, req) =>
    staff.remove(staffOf(req), BigInt(params.id), req.ip),
  );
}
