import { catalogAdminContracts as c } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { keysetPages } from '../../../platform/csv-stream.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import { brandOf, staffBrands, staffMerchant } from '../../brand/index.ts';
import { catalogAdminService, toCatalogGame } from './catalog-admin.service.ts';

const HEADER = [
  'id',
  'code',
  'name',
  'vendor',
  'gameType',
  'classify',
  'hot',
  'new',
  'hidden',
  'catalogMaintenance',
  'maintenance',
  'maintenanceMessage',
  'maintenanceFrom',
  'maintenanceUntil',
];
const PAGE = 1000;

/**
 * /bo/api/catalog: the games of the brand the session works on, with the brand's setting of each;
 * a change is audited, and so is every CSV export.
 */
export async function catalogAdminRoutes(
  app: FastifyInstance,
  opts: { db: Db; auth: MemberAuth; audit: AuditWriter },
) {
  const admin = catalogAdminService({ db: opts.db, audit: opts.audit });
  const brands = staffBrands(opts.db);
  const guard = { preHandler: opts.auth.requireStaff() };
  const merchantOf = async (req: FastifyRequest) =>
    (await staffMerchant(staffOf(req), undefined, brands, await brandOf(req))).id;

  contractRoute(app, c['catalogAdmin.list'], guard, async ({ query }, req) => {
    const { limit, offset, ...filter } = query;
    const page = await admin.repo.page({ ...filter, merchantId: await merchantOf(req) }, { limit, offset });
    return { rows: page.rows.map(toCatalogGame), total: page.total, vendors: await admin.repo.vendors() };
  });

  contractRoute(app, c['catalogAdmin.update'], guard, async ({ params, body }, req) =>
    admin.update(await merchantOf(req), params.gameId, body, { staffId: staffOf(req).staffId, ip: req.ip }),
  );

  contractRoute(
    app,
    c['catalogAdmin.exportCsv'],
    guard,
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const filter = { ...query, merchantId: await merchantOf(req) };
      const rows = keysetPages(
        (after: number | null) => admin.repo.after(filter, after, PAGE),
        (g) => g.id,
        (g) => [
          g.id,
          g.code,
          g.name,
          g.vendor_code,
          g.game_type,
          g.classify,
          g.is_hot,
          g.is_new,
          g.hidden,
          g.catalog_maintenance,
          g.maintenance_active,
          g.maintenance_message ?? '',
          g.maintenance_from?.toISOString() ?? '',
          g.maintenance_until?.toISOString() ?? '',
        ],
      );
      const day = new Date().toISOString().slice(0, 10);
      const file = { fileName: `games-${day}.csv`, header: HEADER, rows };
      return auditedCsv(req, reply, opts.audit, { call: 'catalogAdmin.exportCsv', filters: query, ...file });
    },
  );
}
