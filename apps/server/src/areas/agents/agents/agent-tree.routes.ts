import { agentsConsoleContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import type { AuditService } from '../../identity/index.ts';
import { type AgentTreeService, TREE_HEADER } from './agent-tree.service.ts';

/** Back office: the agent tree, its CSV, and moving a member to another upline. */
export async function agentTreeRoutes(
  app: FastifyInstance,
  opts: { tree: AgentTreeService; auth: MemberAuth; audit: AuditService },
) {
  // Checked before validation: a caller without the permission learns nothing of the input's shape.
  const preValidation = opts.auth.requireStaff();
  const { tree } = opts;
  contractRoute(app, c['agentsConsole.tree'], { preValidation }, async ({ query }, req) =>
    tree.page(staffOf(req), query),
  );
  contractRoute(
    app,
    c['agentsConsole.treeCsv'],
    { preValidation },
    async ({ query }, req, reply): Promise<typeof STREAMED> =>
      auditedCsv(req, reply, opts.audit, {
        call: 'agentsConsole.treeCsv',
        filters: query,
        fileName: `agent-tree-${new Date().toISOString().slice(0, 10)}.csv`,
        header: TREE_HEADER,
        rows: tree.csvRows(staffOf(req), query),
      }),
  );
  contractRoute(app, c['agentsConsole.move'], { preValidation }, async ({ params, body }, req) =>
    tree.move(
      staffOf(req),
      { memberId: BigInt(params.memberId), uplineId: BigInt(body.uplineId), reason: body.reason },
      req.ip,
    ),
  );
}
