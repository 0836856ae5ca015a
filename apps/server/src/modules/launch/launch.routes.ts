import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { launchRequestSchema } from './launch.schema.ts';
import type { LaunchService } from './launch.service.ts';

const tags = ['games'];

/**
 * §7 /wps/game/launchGame (token). Visitors get 401 'You are not logged in, please login' and
 * demo (trial) accounts 403 'Please Register An Account First' (§6). POST only: a launch opens a
 * wallet session and marks the game as recently played.
 */
export async function launchRoutes(app: FastifyInstance, opts: { launch: LaunchService; auth: MemberAuth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = opts.auth.requireRealMember;
  r.post('/wps/game/launchGame', { preHandler, schema: { tags, body: launchRequestSchema } }, async (req) =>
    ok(
      await opts.launch.launch(
        await req.merchant(),
        sessionOf(req),
        req.body,
        `${req.protocol}://${req.host}`,
      ),
    ),
  );
}
