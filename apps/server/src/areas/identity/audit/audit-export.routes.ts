import { auditExportContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { keysetPages } from '../../../platform/csv-stream.ts';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import { auditPages } from './audit.repository.ts';

const HEADER = ['id', 'at', 'staffId', 'action', 'targetType', 'targetId', 'ip', 'before', 'after'];
const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The audit log's CSV export: every matching row, read a page at a time as the download goes. */
export async function auditExportRoutes(
  app: FastifyInstance,
  opts: { db: Db; auth: MemberAuth; audit: AuditWriter },
) {
  const staff = { preHandler: opts.auth.requireStaff() };
  contractRoute(app, c['audit.exportCsv'], staff, async ({ query }, req, reply): Promise<typeof STREAMED> => {
    const rows = keysetPages(
      auditPages(opts.db, query),
      (row) => row.id,
      (a) => [
        a.id,
        a.created_at.toISOString(),
        a.staff_id,
        a.action,
        a.target_type,
        a.target_id,
        a.ip,
        json(a.before),
        json(a.after),
      ],
    );
    const day = new Date().toISOString().slice(0, 10);
    const file = { fileName: `audit-${day}.csv`, header: HEADER, rows };
    return auditedCsv(req, reply, opts.audit, { call: 'audit.exportCsv', filters: query, ...file });
  });
}
