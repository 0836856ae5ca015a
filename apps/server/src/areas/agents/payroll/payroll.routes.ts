import { payrollContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, sessionOf, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import type { Payroll } from './payroll.module.ts';

/** The payout statements of the signed-in member, as payer or as payee; a run by hand for staff. */
export async function payrollRoutes(app: FastifyInstance, opts: { payroll: Payroll; auth: MemberAuth }) {
  const { payroll, auth } = opts;
  contractRoute(
    app,
    c['payroll.statements'],
    { preHandler: auth.requireRealMember },
    async ({ query }, req) => {
      const s = sessionOf(req);
      return payroll.statements.list({ merchantId: s.merchantId, memberId: s.memberId }, query);
    },
  );
  contractRoute(app, c['payroll.boRun'], { preHandler: auth.requireStaff() }, async ({ body }, req) =>
    payroll.staff.run(staffOf(req), body, req.ip, await brandOf(req)),
  );
}
