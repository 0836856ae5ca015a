import { staffExportContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { keysetPages } from '../../../platform/csv-stream.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import { namedBrands } from '../../brand/index.ts';
import { staffAccountsRepository } from './staff-accounts.repository.ts';

const HEADER = ['id', 'username', 'roles', 'status', 'brands', 'totpEnrolled', 'createdAt', 'lastLoginAt'];
const PAGE = 1000;
/** Brands by code (what an operator recognises), `*` for a platform operator of every brand. */
const ALL_BRANDS = '*';

/**
 * The staff list's CSV export: the list's filters and the same reach (a brand's session sees the
 * staff of that brand), every matching operator, read a page at a time as the download goes.
 */
export async function staffExportRoutes(
  app: FastifyInstance,
  opts: { db: Db; auth: MemberAuth; audit: AuditWriter },
) {
  const accounts = staffAccountsRepository(opts.db);
  const guard = { preHandler: opts.auth.requireStaff() };
  contractRoute(app, c['staff.exportCsv'], guard, async ({ query }, req, reply): Promise<typeof STREAMED> => {
    const filter = { ...query, merchantId: staffOf(req).merchantId };
    const codes = new Map((await namedBrands(opts.db, null)).map((b) => [b.id, b.code]));
    const rows = keysetPages(
      (after: bigint | null) => accounts.page(filter, after, PAGE),
      (a) => a.id,
      (a) => [
        a.id,
        a.username,
        a.roles.join(' '),
        a.status,
        a.brands === null ? ALL_BRANDS : a.brands.map((id) => codes.get(id) ?? id).join(' '),
        a.totpEnrolled,
        a.createdAt.toISOString(),
        a.lastLoginAt?.toISOString() ?? '',
      ],
    );
    const day = new Date().toISOString().slice(0, 10);
    const file = { fileName: `staff-${day}.csv`, header: HEADER, rows };
    return auditedCsv(req, reply, opts.audit, { call: 'staff.exportCsv', filters: query, ...file });
  });
}
