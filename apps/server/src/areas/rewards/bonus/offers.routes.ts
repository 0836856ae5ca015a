import { offersContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import type { AuditService } from '../../identity/index.ts';
import { offersService } from './offers.service.ts';
import { offersEditService } from './offers-edit.service.ts';
import { OFFERS_HEADER, TAKERS_HEADER } from './offers-view.ts';

const today = () => new Date().toISOString().slice(0, 10);
/** The filters as the address gave them (text), for the audit entry. */
const asGiven = (q: object) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

/** The rewards screen's promotions under /bo/api/rewards/offers (finance, admin). */
export async function offersRoutes(
  app: FastifyInstance,
  opts: { db: Db; audit: AuditService; auth: MemberAuth; changed: () => void; now: () => Date },
) {
  // Checked before validation: a caller without the permission learns nothing of the body's shape.
  const preValidation = opts.auth.requireStaff();
  const reads = offersService(opts.db);
  const edits = offersEditService(opts);

  contractRoute(app, c['offers.list'], { preValidation }, async ({ query }, req) =>
    reads.list(staffOf(req), query),
  );
  contractRoute(app, c['offers.create'], { preValidation }, async ({ body }, req) =>
    edits.create(staffOf(req), body, req.ip),
  );
  contractRoute(app, c['offers.update'], { preValidation }, async ({ params, body }, req) =>
    edits.update(staffOf(req), BigInt(params.id), body, req.ip),
  );
  contractRoute(app, c['offers.takers'], { preValidation }, async ({ params, query }, req) =>
    reads.takers(staffOf(req), BigInt(params.id), query),
  );
  contractRoute(
    app,
    c['offers.csv'],
    { preValidation },
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const rows = await reads.csvRows(staffOf(req), query);
      return auditedCsv(req, reply, opts.audit, {
        call: 'offers.csv',
        filters: asGiven(query),
        fileName: `promotions-${today()}.csv`,
        header: OFFERS_HEADER,
        rows,
      });
    },
  );
  contractRoute(
    app,
    c['offers.takersCsv'],
    { preValidation },
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const rows = await reads.takersCsv(staffOf(req), BigInt(query.promotionId));
      return auditedCsv(req, reply, opts.audit, {
        call: 'offers.takersCsv',
        filters: asGiven(query),
        fileName: `promotion-${query.promotionId}-takers-${today()}.csv`,
        header: TAKERS_HEADER,
        rows,
      });
    },
  );
}
