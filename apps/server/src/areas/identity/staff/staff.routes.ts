import { membersContracts as c, staffContracts as sc } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { routeLimit } from '../../../plugins/rate-limits.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StaffService } from './staff.service.ts';
import type { StaffSessionsService } from './staff-sessions.service.ts';

export async function staffRoutes(
  app: FastifyInstance,
  opts: { staff: StaffService; sessions: StaffSessionsService; auth: MemberAuth; audit: AuditService },
) {
  const { staff, sessions, auth } = opts;
  const client = (req: FastifyRequest) => ({
    ip: req.ip,
    userAgent: req.headers['user-agent']?.slice(0, 256) ?? null,
  });

  contractRoute(app, c['members.staffLogin'], { config: routeLimit(10) }, async ({ body }, req) =>
    staff.login(body.username, body.password, client(req)),
  );

  contractRoute(app, c['members.staffLogout'], { preHandler: auth.requireStaff() }, async (_input, req) => {
    await staff.logout(staffOf(req), req.ip);
    return null;
  });

  contractRoute(app, c['members.staffMe'], { preHandler: auth.requireStaff() }, async (_input, req) =>
    sessions.me(staffOf(req)),
  );
  contractRoute(app, sc['staff.mySessions'], { preHandler: auth.requireStaff() }, async (_input, req) =>
    sessions.mine(staffOf(req)),
  );
  contractRoute(
    app,
    sc['staff.revokeMySession'],
    { preHandler: auth.requireStaff() },
    async ({ params }, req) => {
      await sessions.revokeMine(staffOf(req), BigInt(params.sessionId), req.ip);
      return null;
    },
  );
  contractRoute(app, sc['staff.switchBrand'], { preHandler: auth.requireStaff() }, async ({ body }, req) =>
    sessions.switchBrand(staffOf(req), body.merchantId, req.ip),
  );

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
