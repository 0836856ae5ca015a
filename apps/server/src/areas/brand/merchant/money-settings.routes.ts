import { moneySettingsContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { moneySettingsStaffService } from './money-settings-staff.service.ts';
import { brandOf } from './staff-merchant.ts';

/** The back office's money settings of a brand (admin staff). */
export async function moneySettingsRoutes(
  app: FastifyInstance,
  opts: { db: Db; audit: AuditWriter; auth: MemberAuth },
) {
  const staffService = moneySettingsStaffService({ db: opts.db, audit: opts.audit });
  const admin = { preHandler: opts.auth.requireStaff() };
  contractRoute(app, c['moneySettings.boGet'], admin, async ({ query }, req) =>
    staffService.settings(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['moneySettings.boSave'], admin, async ({ body }, req) =>
    staffService.save(staffOf(req), body, req.ip, await brandOf(req)),
  );
}
