import { agentsConsoleContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import type { AuditService } from '../../identity/index.ts';
import { type PayrollDeskService, RUNS_HEADER, STATEMENTS_HEADER } from './payroll-desk.service.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Back office: payroll runs (and a rerun), their statements, and both lists as CSV. */
export async function payrollDeskRoutes(
  app: FastifyInstance,
  opts: { desk: PayrollDeskService; auth: MemberAuth; audit: AuditService },
) {
  const preValidation = opts.auth.requireStaff();
  const { desk } = opts;
  contractRoute(app, c['agentsConsole.runs'], { preValidation }, async ({ query }, req) =>
    desk.runs(staffOf(req), query),
  );
  contractRoute(
    app,
    c['agentsConsole.runsCsv'],
    { preValidation },
    async ({ query }, req, reply): Promise<typeof STREAMED> =>
      auditedCsv(req, reply, opts.audit, {
        call: 'agentsConsole.runsCsv',
        filters: query,
        fileName: `payroll-runs-${today()}.csv`,
        header: RUNS_HEADER,
        rows: desk.runsCsv(staffOf(req), query),
      }),
  );
  contractRoute(app, c['agentsConsole.rerun'], { preValidation }, async ({ params }, req) =>
    desk.rerun(staffOf(req), BigInt(params.runId), req.ip),
  );
  contractRoute(app, c['agentsConsole.statements'], { preValidation }, async ({ query }, req) =>
    desk.statements(staffOf(req), query),
  );
  contractRoute(
    app,
    c['agentsConsole.statementsCsv'],
    { preValidation },
    async ({ query }, req, reply): Promise<typeof STREAMED> =>
      auditedCsv(req, reply, opts.audit, {
        call: 'agentsConsole.statementsCsv',
        filters: query,
        fileName: `payroll-statements-${today()}.csv`,
        header: STATEMENTS_HEADER,
        rows: desk.statementsCsv(staffOf(req), query),
      }),
  );
  contractRoute(app, c['agentsConsole.statement'], { preValidation }, async ({ params }, req) =>
    desk.statement(staffOf(req), BigInt(params.statementId)),
  );
}
