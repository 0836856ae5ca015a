import { referralContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import { ownerOf } from '../../money/index.ts';
import type { Referral } from './referral.module.ts';

/** Referral and VIP calls of real members; the rules for admin staff (docs/referral.md). */
export async function referralRoutes(app: FastifyInstance, opts: Referral & { auth: MemberAuth }) {
  const { referral, vip, referralStaff, vipStaff, auth } = opts;
  contractRoute(app, c['referral.status'], {}, async (_input, req) =>
    referral.status((await req.merchant()).id),
  );
  const member = { preHandler: auth.requireRealMember };
  contractRoute(app, c['referral.info'], member, async (_input, req) => referral.info(await ownerOf(req)));
  contractRoute(app, c['referral.invitees'], member, async ({ query }, req) =>
    referral.invitees(await ownerOf(req), query),
  );
  contractRoute(app, c['vip.progress'], member, async (_input, req) => vip.progress(await ownerOf(req)));

  const admin = { preHandler: auth.requireStaff() };
  contractRoute(app, c['referral.boRule'], admin, async ({ query }, req) =>
    referralStaff.rule(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['referral.boSaveRule'], admin, async ({ body }, req) =>
    referralStaff.saveRule(staffOf(req), body, req.ip, await brandOf(req)),
  );
  contractRoute(app, c['vip.boRules'], admin, async ({ query }, req) =>
    vipStaff.rules(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['vip.boSaveRules'], admin, async ({ body }, req) =>
    vipStaff.saveRules(staffOf(req), body, req.ip, await brandOf(req)),
  );
}
