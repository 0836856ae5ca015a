import { moneyContracts as c, PROOF_BODY_LIMIT } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { ownerOf } from './owner.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import type { uplineService } from './upline.service.ts';
import type { WithdrawService } from './withdraw.service.ts';

/** Payment password (securityCenter), withdrawals with receipt confirmation, transfer to upline. */
export async function withdrawRoutes(
  app: FastifyInstance,
  opts: {
    withdrawals: WithdrawService;
    passwords: PaymentPasswordService;
    upline: ReturnType<typeof uplineService>;
    auth: MemberAuth;
  },
) {
  const { withdrawals, passwords, auth } = opts;
  const member = { preHandler: auth.requireRealMember };

  contractRoute(app, c['money.paymentPasswordStatus'], member, async (_input, req) => ({
    isSet: await passwords.isSet(sessionOf(req).memberId),
  }));
  contractRoute(app, c['money.setPaymentPassword'], member, async ({ body }, req) =>
    passwords.set(sessionOf(req).memberId, body),
  );
  contractRoute(app, c['money.withdrawLimits'], member, async (_input, req) =>
    withdrawals.limits(await ownerOf(req)),
  );
  contractRoute(app, c['money.withdraw'], member, async ({ body }, req) =>
    withdrawals.request(await ownerOf(req), body),
  );
  contractRoute(app, c['money.withdrawals'], member, async ({ query }, req) =>
    withdrawals.page(sessionOf(req).memberId, query.pageNo, query.pageSize),
  );
  contractRoute(
    app,
    c['money.confirmWithdrawal'],
    { ...member, bodyLimit: PROOF_BODY_LIMIT },
    async ({ params, body }, req) => withdrawals.confirm(sessionOf(req).memberId, params.orderNo, body),
  );
  contractRoute(app, c['money.transferUpline'], member, async ({ body }, req) =>
    opts.upline.transfer(await ownerOf(req), body),
  );
}
