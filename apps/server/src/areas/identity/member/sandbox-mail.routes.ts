import { membersContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { readSandboxMail } from './mail.provider.ts';

/**
 * Outside production, mail (the password reset link above all) goes to the sandbox outbox instead
 * of an inbox; staff read it here, as they read the SMS sandbox. A brand's staff see their brand's
 * mail only.
 */
export async function sandboxMailRoutes(app: FastifyInstance, opts: { auth: MemberAuth; db: Db }) {
  contractRoute(
    app,
    c['members.sandboxMail'],
    { preHandler: opts.auth.requireStaff() },
    async ({ query }, req) => {
      const rows = await readSandboxMail(opts.db, query.to, 20, staffOf(req).merchantId);
      return rows.map((m) => ({
        id: m.id.toString(),
        to: m.to_address,
        subject: m.subject,
        body: m.body,
        sentAt: m.created_at.toISOString(),
      }));
    },
  );
}
