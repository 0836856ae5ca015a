import { loginPayloadSchema } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { SessionService } from '../session/session.service.ts';
import type { MemberService } from './member.service.ts';

const tags = ['member'];
// Login guesses are limited per client address (§9); SMS and captcha limits join with their flows.
const loginLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export async function memberRoutes(
  app: FastifyInstance,
  opts: { members: MemberService; sessions: SessionService; auth: MemberAuth },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { members, sessions, auth } = opts;

  r.post(
    '/wps/session/login',
    { schema: { tags, body: loginPayloadSchema }, config: loginLimit },
    async (req) => ok(await members.login(await req.merchant(), req.body, req.ip)),
  );

  r.post(
    '/wps/session/login/freeplay',
    {
      schema: { tags, body: z.object({ os: z.string().max(32).optional() }).optional() },
      config: loginLimit,
    },
    async (req) => ok(await members.freeplay(await req.merchant(), req.ip)),
  );

  r.delete('/wps/session/logout', { schema: { tags }, preHandler: auth.requireMember }, async (req) => {
    await sessions.revoke(sessionOf(req).sessionId);
    return ok(null);
  });

  r.get('/wps/member/info', { schema: { tags }, preHandler: auth.requireMember }, async (req) => {
    const s = sessionOf(req);
    return ok(await members.info(s.merchantId, s.memberId));
  });
}
