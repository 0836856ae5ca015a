import { helpContracts as c, contentExportContracts } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { listRows } from '../../../platform/csv-stream.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import { brandOf, staffBrands } from '../../brand/index.ts';
import type { AuditService } from '../../identity/index.ts';
import { helpRepository } from './help.repository.ts';
import { helpService } from './help.service.ts';

/** /bo/api/help: staff manage the help centre (role content). The player side reads /wps/system/helpCenter. */
export async function helpRoutes(
  app: FastifyInstance,
  opts: { db: Db; audit: AuditService; auth: MemberAuth },
) {
  const help = helpService({
    repo: helpRepository(opts.db),
    brands: staffBrands(opts.db),
    audit: opts.audit,
  });
  const content = { preHandler: opts.auth.requireStaff() };

  contractRoute(app, c['help.boList'], content, async ({ query }, req) =>
    help.list(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(
    app,
    contentExportContracts['help.boCsv'],
    content,
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const items = await help.list(staffOf(req), query, await brandOf(req));
      const rows = listRows(items, (i) => [
        i.id,
        i.merchantCode,
        i.language,
        i.anchor,
        i.title,
        i.sort,
        i.content,
      ]);
      const header = ['id', 'merchantCode', 'language', 'anchor', 'title', 'sort', 'content'];
      const fileName = `help-${new Date().toISOString().slice(0, 10)}.csv`;
      return auditedCsv(req, reply, opts.audit, {
        call: 'help.boCsv',
        filters: query,
        fileName,
        header,
        rows,
      });
    },
  );
  contractRoute(app, c['help.boCreate'], content, async ({ body }, req) =>
    help.create(staffOf(req), body, req.ip, await brandOf(req)),
  );
  contractRoute(app, c['help.boUpdate'], content, async ({ params, body }, req) =>
    help.update(staffOf(req), params.id, body, req.ip),
  );
  contractRoute(app, c['help.boDelete'], content, async ({ params }, req) =>
    help.remove(staffOf(req), params.id, req.ip),
  );
}
