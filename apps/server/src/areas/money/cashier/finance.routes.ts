import { moneyContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { DepositService } from './deposit.service.ts';
import type { WithdrawService } from './withdraw.service.ts';

/** Finance desk of the back office: withdrawal review, deposits and the webhook log. */
export async function financeRoutes(
  app: FastifyInstance,
  opts: { withdrawals: WithdrawService; deposits: DepositService; auth: MemberAuth },
) {
  // Checked before validation: a caller without a finance session hears 401, never what a valid
  // body would look like.
  const preValidation = opts.auth.requireStaff();
  const { withdrawals, deposits } = opts;

  contractRoute(app, c['money.staffWithdrawals'], { preValidation }, async ({ query }, req) => {
    const { after, limit, ...filter } = query;
    return withdrawals.listForStaff(staffOf(req), filter, { after, limit });
  });

  contractRoute(app, c['money.approveWithdrawal'], { preValidation }, async ({ params, body }, req) =>
    withdrawals.approve(staffOf(req), params.orderNo, body?.note || null, req.ip),
  );

  contractRoute(app, c['money.rejectWithdrawal'], { preValidation }, async ({ params, body }, req) =>
    withdrawals.reject(staffOf(req), params.orderNo, body.note, req.ip),
  );

  contractRoute(app, c['money.withdrawalProof'], { preValidation }, async ({ params }, req) =>
    withdrawals.proofForStaff(staffOf(req), params.orderNo),
  );

  contractRoute(app, c['money.callbackLog'], { preValidation }, async ({ query }, req) => {
    const rows = await deposits.orders.callbacks(staffOf(req).merchantId, query.orderNo, query.limit);
    return rows.map((e) => ({
      id: e.id.toString(),
      provider: e.provider,
      orderNo: e.order_no,
      outcome: e.outcome,
      detail: e.detail,
      ip: e.ip,
      at: e.created_at.toISOString(),
    }));
  });
}
