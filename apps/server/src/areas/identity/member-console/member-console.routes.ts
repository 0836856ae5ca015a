import { memberConsoleContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { MemberConsoleService } from './member-console.service.ts';

/** Back office: the member search and the member page. */
export async function memberConsoleRoutes(
  app: FastifyInstance,
  opts: { console: MemberConsoleService; auth: MemberAuth },
) {
  // Checked before validation: a caller without the permission learns nothing of the input's shape.
  const preValidation = opts.auth.requireStaff();
  const m = opts.console;
  const id = (p: { memberId: string }) => BigInt(p.memberId);

  contractRoute(app, c['memberConsole.search'], { preValidation }, async ({ query }, req) =>
    m.search(staffOf(req), query),
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
