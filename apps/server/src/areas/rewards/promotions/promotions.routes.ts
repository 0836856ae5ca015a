import { promotionsContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { staffEditingRoutes } from '../../../plugins/staff-editing-routes.ts';
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
  const editor = staffEditingRoutes(app, { preHandler: auth.requireStaff() });
  editor.list(c['promotions.staffList'], staff.list);
  editor.create(c['promotions.create'], staff.create);
  editor.update(c['promotions.update'], staff.update);
  editor.remove(c['promotions.delete'], staff.remove);
}
