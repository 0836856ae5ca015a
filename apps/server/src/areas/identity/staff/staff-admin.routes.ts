import { staffContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { StaffAccount } from './staff-accounts.repository.ts';
import type { StaffAdminService } from './staff-admin.service.ts';
import type { StaffSessionsService } from './staff-sessions.service.ts';

const view = (a: StaffAccount) => ({
  id: a.id.toString(),
  username: a.username,
  roles: a.roles,
  status: a.status,
  brands: a.brands,
  totpEnrolled: a.totpEnrolled,
  createdAt: a.createdAt.toISOString(),
  lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
});

/** Staff management: the list, new accounts and changes to one operator, and their sessions. */
export async function staffAdminRoutes(
  app: FastifyInstance,
  opts: { admin: StaffAdminService; sessions: StaffSessionsService; auth: MemberAuth },
) {
  const { admin, sessions } = opts;
  const guard = { preHandler: opts.auth.requireStaff() };

  contractRoute(app, c['staff.list'], guard, async ({ query }, req) =>
    (await admin.list(staffOf(req), query)).map(view),
  );
  contractRoute(app, c['staff.create'], guard, async ({ body }, req) =>
    view(await admin.create(staffOf(req), body, req.ip)),
  );
  contractRoute(app, c['staff.setStatus'], guard, async ({ params, body }, req) =>
    view(await admin.setStatus(staffOf(req), BigInt(params.staffId), body.status, req.ip)),
  );
  contractRoute(app, c['staff.resetPassword'], guard, async ({ params, body }, req) =>
    view(await admin.resetPassword(staffOf(req), BigInt(params.staffId), body.password, req.ip)),
  );
  contractRoute(app, c['staff.setRoles'], guard, async ({ params, body }, req) =>
    view(await admin.setRoles(staffOf(req), BigInt(params.staffId), body.roles, req.ip)),
  );
  contractRoute(app, c['staff.setBrands'], guard, async ({ params, body }, req) =>
    view(await admin.setBrands(staffOf(req), BigInt(params.staffId), body.brands, req.ip)),
  );
  contractRoute(app, c['staff.resetTotp'], guard, async ({ params }, req) =>
    view(await admin.resetTotp(staffOf(req), BigInt(params.staffId), req.ip)),
  );
  contractRoute(app, c['staff.sessions'], guard, async ({ params }, req) =>
    sessions.of(staffOf(req), BigInt(params.staffId)),
  );
  contractRoute(app, c['staff.revokeSession'], guard, async ({ params }, req) => {
    await sessions.revokeOf(staffOf(req), BigInt(params.staffId), BigInt(params.sessionId), req.ip);
    return null;
  });
}
