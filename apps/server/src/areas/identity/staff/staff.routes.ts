import { membersContracts as c, staffContracts as sc } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { routeLimit } from '../../../plugins/rate-limits.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StaffService } from './staff.service.ts';
import type { StaffSessionsService } from './staff-sessions.service.ts';
import type { StaffSignInService } from './staff-sign-in.service.ts';

export async function staffRoutes(
  app: FastifyInstance,
  opts: {
    staff: StaffService;
    sessions: StaffSessionsService;
    signIn: StaffSignInService;
    auth: MemberAuth;
    audit: AuditService;
  },
) {
  const { staff, sessions, signIn, auth } = opts;
  const client = (req: FastifyRequest) => ({
    ip: req.ip,
    userAgent: req.headers['user-agent']?.slice(0, 256) ?? null,
  });

  const limited = { config: routeLimit(10) };
  contractRoute(app, c['members.staffLogin'], limited, async ({ body }, req) =>
    signIn.begin(body.username, body.password, req.ip),
  );
  contractRoute(app, sc['staff.enrolment'], limited, async ({ body }) => signIn.enrolment(body.challenge));
  contractRoute(app, sc['staff.enrolmentConfirm'], limited, async ({ body }, req) =>
    signIn.confirmEnrolment(body.challenge, body.code, client(req)),
  );
  contractRoute(app, sc['staff.totp'], limited, async ({ body }, req) =>
    signIn.verify(
      body.challenge,
      'code' in body ? { code: body.code } : { recoveryCode: body.recoveryCode },
      client(req),
    ),
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
