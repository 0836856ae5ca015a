import { membersContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { routeLimit } from '../../../plugins/rate-limits.ts';
import type { SessionService } from '../session/session.service.ts';
import { avatarList, type MemberService } from './member.service.ts';

// Login guesses are limited per client address (§9); per-account limits live in the login guard.
const loginLimit = routeLimit(10);

export async function memberRoutes(
  app: FastifyInstance,
  opts: { members: MemberService; sessions: SessionService; auth: MemberAuth },
) {
  const { members, sessions, auth } = opts;

  contractRoute(app, c['members.login'], { config: loginLimit }, async ({ body }, req) =>
    members.login(await req.merchant(), body, req.ip, req.headers['user-agent'] ?? null),
  );

  contractRoute(app, c['members.freeplay'], { config: loginLimit }, async (_input, req) =>
    members.freeplay(await req.merchant(), req.ip),
  );

  contractRoute(app, c['members.logout'], { preHandler: auth.requireMember }, async (_input, req) => {
    const { sessionId, memberId } = sessionOf(req);
    await sessions.revoke(sessionId, memberId);
    return null;
  });

  contractRoute(app, c['members.info'], { preHandler: auth.requireMember }, async (_input, req) => {
    const s = sessionOf(req);
    return members.info(s.merchantId, s.memberId);
  });

  // The member centre's avatar: trial accounts have none (§6 keeps them out of the centre).
  contractRoute(app, c['members.avatar'], { preHandler: auth.requireRealMember }, async (_input, req) => {
    const s = sessionOf(req);
    return members.avatar(s.merchantId, s.memberId);
  });
  contractRoute(
    app,
    c['members.setAvatar'],
    { preHandler: auth.requireRealMember },
    async ({ body }, req) => {
      const s = sessionOf(req);
      return members.setAvatar(s.merchantId, s.memberId, body.avatarId);
    },
  );

  contractRoute(app, c['members.setLanguage'], { preHandler: auth.requireMember }, async ({ body }, req) => {
    const s = sessionOf(req);
    return members.setLanguage(s.merchantId, s.memberId, body.language);
  });

  contractRoute(app, c['members.avatarList'], { preHandler: auth.requireRealMember }, async () =>
    avatarList(),
  );
}
