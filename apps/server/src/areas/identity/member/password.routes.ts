import { membersContracts as c, MEMBER_ERRORS } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { routeLimit } from '../../../plugins/rate-limits.ts';
import type { Merchant } from '../../brand/index.ts';
import { hostnameOf } from '../../brand/index.ts';
import type { PasswordService } from './password.service.ts';

const limit = (max: number) => routeLimit(max);

export async function passwordRoutes(
  app: FastifyInstance,
  opts: {
    passwords: PasswordService;
    auth: MemberAuth;
    domainsOf: (merchantId: number) => Promise<string[]>;
  },
) {
  const { passwords, auth } = opts;

  // §7: forgot-by-email is a form POST; JSON is accepted too. Only this plugin parses forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /**
   * The page the reset mail links to. Only a host registered for the merchant is used, so a forged
   * Host header cannot send a member's reset token to someone else's site.
   */
  async function resetUrl(req: FastifyRequest, merchant: Merchant): Promise<string> {
    const domains = await opts.domainsOf(merchant.id);
    const host = hostnameOf(req.headers.host);
    const chosen = domains.includes(host) ? (req.headers.host ?? host) : (domains[0] ?? 'localhost');
    return `${req.protocol}://${chosen}/reset-password`;
  }

  contractRoute(
    app,
    c['members.changePassword'],
    { config: limit(10), preHandler: auth.requireRealMember },
    async ({ body }, req) => {
      await passwords.change(await req.merchant(), sessionOf(req), body);
      return null;
    },
  );

  contractRoute(
    app,
    c['members.forgotByEmail'],
    { config: limit(5), message: MEMBER_ERRORS.FORGOT_EMAIL_SENT.message },
    async ({ body }, req) => {
      const merchant = await req.merchant();
      await passwords.forgotByEmail(merchant, body, await resetUrl(req, merchant));
      return null;
    },
  );

  contractRoute(app, c['members.resetByToken'], { config: limit(10) }, async ({ body }, req) => {
    await passwords.resetByToken(await req.merchant(), body);
    return null;
  });

  contractRoute(app, c['members.resetByPhone'], { config: limit(10) }, async ({ body }, req) =>
    passwords.resetByPhone(await req.merchant(), body, req.ip),
  );
}
