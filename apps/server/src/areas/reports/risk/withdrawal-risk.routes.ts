import { withdrawalRiskContracts as c, formatMinorPlain, type WithdrawalRisk } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import { type StaffWithdrawalRow, staffWithdrawalPages } from '../../money/index.ts';
import type { WithdrawalRiskService } from './withdrawal-risk.service.ts';

/** Rows per page of the export: one list read and one risk reading (two statements) each. */
const CSV_PAGE = 500;

const HEADER = [
  'orderNo',
  'createdAt',
  'merchantId',
  'memberId',
  'username',
  'amount',
  'currency',
  'status',
  'receivingAddress',
  'flags',
  'turnover',
  'deposits',
  'turnoverMultiple',
  'accountAddedAt',
  'sharedMembers',
];

const fieldsOf = (w: StaffWithdrawalRow, r: WithdrawalRisk | undefined) => [
  w.order_no,
  w.created_at.toISOString(),
  w.merchant_id,
  w.member_id.toString(),
  w.username,
  formatMinorPlain(w.amount),
  w.currency,
  w.status,
  w.receiving_address,
  r?.flags.join('|') ?? '',
  r?.turnover.turnover ?? '',
  r?.turnover.deposits ?? '',
  r?.turnover.multiple ?? '',
  r?.account.addedAt ?? '',
  r?.sharedCount ?? '',
];

/** The finance desk's risk reading of a page of withdrawals, and the list's CSV export with it. */
export async function withdrawalRiskRoutes(
  app: FastifyInstance,
  opts: { db: Db; risk: WithdrawalRiskService; auth: MemberAuth; audit: AuditWriter },
) {
  const { risk } = opts;
  const staff = { preHandler: opts.auth.requireStaff() };
  const list = staffWithdrawalPages(opts.db);

  contractRoute(app, c['reports.withdrawalRisk'], staff, async ({ query }, req) =>
    risk.forOrders(staffOf(req).merchantId, query.orderNos),
  );

  contractRoute(
    app,
    c['reports.withdrawalsCsv'],
    staff,
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const { merchantId } = staffOf(req);
      // Read a page, then its flags for the whole page: the download holds one page at a time.
      async function* lines() {
        let after: string | undefined;
        for (;;) {
          const rows = await list.page(merchantId, query, after, CSV_PAGE);
          if (rows.length === 0) return;
          const flags = await risk.forOrders(
            merchantId,
            rows.map((w) => w.order_no),
          );
          const byOrder = new Map(flags.map((f) => [f.orderNo, f]));
          for (const w of rows) yield fieldsOf(w, byOrder.get(w.order_no));
          after = rows[rows.length - 1]?.order_no;
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      const file = { fileName: `withdrawals-${day}.csv`, header: HEADER, rows: lines() };
      return auditedCsv(req, reply, opts.audit, { call: 'reports.withdrawalsCsv', filters: query, ...file });
    },
  );
}
