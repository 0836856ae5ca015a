import { membersContracts as c, permissionsOf } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { routeLimit } from '../../../plugins/rate-limits.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StaffService } from './staff.service.ts';

export async function staffRoutes(
  app: FastifyInstance,
  opts: { staff: StaffService; auth: MemberAuth; audit: AuditService },
) {
  const { staff, auth } = opts;

  contractRoute(app, c['members.staffLogin'], { config: routeLimit(10) }, async ({ body }, req) =>
    staff.login(body.username, body.password, req.ip),
  );

  contractRoute(app, c['members.staffLogout'], { preHandler: auth.requireStaff() }, async (_input, req) => {
    await staff.logout(staffOf(req), req.ip);
    return null;
  });

  contractRoute(app, c['members.staffMe'], { preHandler: auth.requireStaff() }, async (_input, req) => {
    const s = staffOf(req);
    return {
      staffId: s.staffId.toString(),
      username: s.username,
      roles: s.roles,
      permissions: permissionsOf(s.roles),
      merchantId: s.merchantId,
    };
  });

  contractRoute(app, c['members.audit'], { preHandler: auth.requireStaff() }, async ({ query }) => {
    const rows = await opts.audit.list({
      ...(query.targetType ? { targetType: query.targetType } : {}),
      ...(query.targetId ? { targetId: query.targetId } : {}),
      limit: query.limit,
    });
    return rows.map((a) => ({
      id: a.id.toString(),
      staffId: a.staff_id?.toString() ?? null,
      action: a.action,
      targetType: a.target_type,
      targetId: a.target_id,
      before: a.before,
      after: a.after,
      ip: a.ip,
      at: a.created_at.toISOString(),
    }));
  });
}
