import { moneyContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { keysetPages } from '../../../platform/csv-stream.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import type { DepositService } from './deposit.service.ts';
import { DEPOSIT_CSV_HEADER, depositCsvFields } from './deposit-desk.service.ts';

/** The finance desk's deposit queue: the filtered list, its CSV export, the re-check of an order. */
export async function depositDeskRoutes(
  app: FastifyInstance,
  opts: { deposits: DepositService; auth: MemberAuth; audit: AuditWriter },
) {
  // Checked before validation: a caller without a finance session hears 401, never what a valid
  // query would look like.
  const preValidation = opts.auth.requireStaff();
  const { deposits } = opts;

  contractRoute(app, c['money.staffDeposits'], { preValidation }, async ({ query }, req) => {
    const { before, limit, ...filter } = query;
    return deposits.desk.page(staffOf(req).merchantId, filter, before, limit);
  });

  contractRoute(
    app,
    c['money.exportDeposits'],
    { preValidation },
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const pages = await deposits.desk.exportPages(staffOf(req).merchantId, query);
      const rows = keysetPages(pages, (o) => o.id, depositCsvFields);
      const day = new Date().toISOString().slice(0, 10);
      const file = { fileName: `deposits-${day}.csv`, header: DEPOSIT_CSV_HEADER, rows };
      return auditedCsv(req, reply, opts.audit, { call: 'money.exportDeposits', filters: query, ...file });
    },
  );

  contractRoute(app, c['money.recheckDeposit'], { preValidation }, async ({ params }, req) =>
    deposits.recheck(staffOf(req), params.orderNo, req.ip),
  );
}
