import { memberConsoleContracts as c, identityExportContracts } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import type { MemberConsoleService } from './member-console.service.ts';
import { MEMBERS_HEADER, type memberExport } from './member-export.ts';

/** Back office: the member search and the member page. */
export async function memberConsoleRoutes(
  app: FastifyInstance,
  opts: {
    console: MemberConsoleService;
    exportOf: ReturnType<typeof memberExport>;
    auth: MemberAuth;
    audit: AuditWriter;
  },
) {
  // Checked before validation: a caller without the permission learns nothing of the input's shape.
  const preValidation = opts.auth.requireStaff();
  const m = opts.console;
  const id = (p: { memberId: string }) => BigInt(p.memberId);

  contractRoute(app, c['memberConsole.search'], { preValidation }, async ({ query }, req) =>
    m.search(staffOf(req), query),
  );
  contractRoute(
    app,
    identityExportContracts['memberConsole.exportCsv'],
    { preValidation },
    async ({ query }, req, reply): Promise<typeof STREAMED> =>
      auditedCsv(req, reply, opts.audit, {
        call: 'memberConsole.exportCsv',
        filters: query,
        fileName: `members-${new Date().toISOString().slice(0, 10)}.csv`,
        header: MEMBERS_HEADER,
        rows: opts.exportOf(staffOf(req), query),
      }),
  );
  contractRoute(app, c['memberConsole.profile'], { preValidation }, async ({ params }, req) =>
    m.profile(staffOf(req), id(params)),
  );
  contractRoute(app, c['memberConsole.logins'], { preValidation }, async ({ params, query }, req) =>
    m.logins(staffOf(req), id(params), query),
  );
  contractRoute(app, c['memberConsole.notes'], { preValidation }, async ({ params, query }, req) =>
    m.notes(staffOf(req), id(params), query),
  );
  contractRoute(app, c['memberConsole.addNote'], { preValidation }, async ({ params, body }, req) =>
    m.addNote(staffOf(req), id(params), body.body, req.ip),
  );
  contractRoute(app, c['memberConsole.freezeWithdrawals'], { preValidation }, async ({ params, body }, req) =>
    m.freezeWithdrawals(staffOf(req), id(params), body.frozen, body.reason, req.ip),
  );
  contractRoute(app, c['memberConsole.passwordReset'], { preValidation }, async ({ params }, req) =>
    m.passwordReset(staffOf(req), id(params), req.ip),
  );
}
