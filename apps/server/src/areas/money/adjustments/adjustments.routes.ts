import { moneyConsoleContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import type { AdjustmentsService } from './adjustments.service.ts';
import { ADJUSTMENTS_HEADER, type adjustmentsExport } from './adjustments-export.ts';
import type { memberLedger } from './member-ledger.ts';

/** Back office: a member's ledger, and manual adjustments asked by one staff member and decided by another. */
export async function adjustmentsRoutes(
  app: FastifyInstance,
  opts: {
    adjustments: AdjustmentsService;
    exportOf: ReturnType<typeof adjustmentsExport>;
    ledgerOf: ReturnType<typeof memberLedger>;
    auth: MemberAuth;
    audit: AuditWriter;
  },
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
  contractRoute(
    app,
    c['moneyConsole.adjustmentsCsv'],
    { preValidation },
    async ({ query }, req, reply): Promise<typeof STREAMED> =>
      auditedCsv(req, reply, opts.audit, {
        call: 'moneyConsole.adjustmentsCsv',
        filters: query,
        fileName: `adjustments-${new Date().toISOString().slice(0, 10)}.csv`,
        header: ADJUSTMENTS_HEADER,
        rows: opts.exportOf(staffOf(req), query),
      }),
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
