import {
  avatarSchema,
  loginPayloadSchema,
  loginResultSchema,
  memberInfoSchema,
  setAvatarSchema,
} from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { envelopeOf, ok } from '../../plugins/envelope.ts';
import { relayRoute } from '../../plugins/relay.ts';
import type { SessionService } from '../session/session.service.ts';
import { avatarList, type MemberService } from './member.service.ts';

const tags = ['member'];
// Login guesses are limited per client address (§9); per-account limits live in the login guard.
const loginLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export async function memberRoutes(
  app: FastifyInstance,
  opts: { members: MemberService; sessions: SessionService; auth: MemberAuth },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { members, sessions, auth } = opts;

  r.post(
    '/wps/session/login',
    {
      schema: { tags, body: loginPayloadSchema, response: { 200: envelopeOf(loginResultSchema) } },
      config: loginLimit,
    },
    async (req) => ok(await members.login(await req.merchant(), req.body, req.ip)),
  );

  r.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags,
        body: z
          .object({ os: z.string().max(64).optional(), platform: z.string().max(8).optional() })
          .optional(),
      },
      config: loginLimit,
    },
    async (req) => ok(await members.freeplay(await req.merchant(), req.ip)),
  );

  r.delete('/wps/session/logout', { schema: { tags }, preHandler: auth.requireMember }, async (req) => {
    await sessions.revoke(sessionOf(req).sessionId);
    return ok(null);
  });

  r.get(
    '/wps/member/info',
    { schema: { tags, response: { 200: envelopeOf(memberInfoSchema) } }, preHandler: auth.requireMember },
    async (req) => {
      const s = sessionOf(req);
      return ok(await members.info(s.merchantId, s.memberId));
    },
  );

  // The member centre's avatar: trial accounts have none (§6 keeps them out of the centre).
  const avatarValue = envelopeOf(z.object({ avatarId: z.number().int(), url: z.string() }));
  r.get(
    '/wps/member/info/icon',
    { schema: { tags, response: { 200: avatarValue } }, preHandler: auth.requireRealMember },
    async (req) => {
      const s = sessionOf(req);
      return ok(await members.avatar(s.merchantId, s.memberId));
    },
  );
  r.post(
    '/wps/member/info/icon',
    {
      schema: { tags, body: setAvatarSchema, response: { 200: avatarValue } },
      preHandler: auth.requireRealMember,
    },
    async (req) => {
      const s = sessionOf(req);
      return ok(await members.setAvatar(s.merchantId, s.memberId, req.body.avatarId));
    },
  );

  relayRoute(app, 'MCSFE_getPlayerAvatar', {
    input: z.object({}).passthrough(),
    tags,
    preHandler: auth.requireRealMember,
    handler: async () => ok(z.array(avatarSchema).parse(avatarList())),
  });
}
