import { moneyConsoleContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { AdjustmentsService } from './adjustments.service.ts';
import type { memberLedger } from './member-ledger.ts';

/** Back office: a member's ledger, and manual adjustments asked by one staff member and decided by another. */
export async function adjustmentsRoutes(
  app: FastifyInstance,
  opts: { adjustments: AdjustmentsService; ledgerOf: ReturnType<typeof memberLedger>; auth: MemberAuth },
) {
  // Checked before validation: a caller without the permission learns nothing of the body's shape.
  const preValidation = opts.auth.requireStaff();
  const { adjustments } = opts;

  contractRoute(app, c['moneyConsole.memberLedger'], { preValidation }, async ({ params, query }, req) =>
    opts.ledgerOf(staffOf(req), params.memberId, query),
  );
  contractRoute(app, c['moneyConsole.adjustments'], { preValidation }, async ({ query }, req) =>
    adjustments.list(staffOf(req), query),
  );
  contractRoute(app, c['moneyConsole.requestAdjustment'], { preValidation }, async ({ body }, req) =>
    adjustments.request(staffOf(req), body, req.ip),
  );
  contractRoute(app, c['moneyConsole.approveAdjustment'], { preValidation }, async ({ params }, req) =>
    adjustments.approve(staffOf(req), BigInt(params.adjustmentId), req.ip),
  );
  contractRoute(app, c['moneyConsole.rejectAdjustment'], { preValidation }, async ({ params, body }, req) =>
    adjustments.reject(staffOf(req), BigInt(params.adjustmentId), body.reason, req.ip),
  );
  contractRoute(app, c['moneyConsole.adjustmentAttachment'], { preValidation }, async ({ params }, req) =>
    adjustments.attachment(staffOf(req), BigInt(params.adjustmentId)),
  );
}
