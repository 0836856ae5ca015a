import {
  changePasswordSchema,
  forgotByEmailSchema,
  loginResultSchema,
  MEMBER_ERRORS,
  resetByPhoneSchema,
  resetByTokenSchema,
} from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { envelopeOf, ok } from '../../plugins/envelope.ts';
import type { Merchant } from '../merchant/merchant.service.ts';
import { hostnameOf } from '../merchant/merchant.service.ts';
import type { PasswordService } from './password.service.ts';

const tags = ['member'];
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export async function passwordRoutes(
  app: FastifyInstance,
  opts: {
    passwords: PasswordService;
    auth: MemberAuth;
    domainsOf: (merchantId: number) => Promise<string[]>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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

  r.post(
    '/wps/member/password',
    { schema: { tags, body: changePasswordSchema }, config: limit(10), preHandler: auth.requireRealMember },
    async (req) => {
      await passwords.change(await req.merchant(), sessionOf(req), req.body);
      return ok(null);
    },
  );

  r.post(
    '/wps/member/password/email',
    { schema: { tags, body: forgotByEmailSchema }, config: limit(5) },
    async (req) => {
      const merchant = await req.merchant();
      await passwords.forgotByEmail(merchant, req.body, await resetUrl(req, merchant));
      return ok(null, MEMBER_ERRORS.FORGOT_EMAIL_SENT.message);
    },
  );

  r.post(
    '/wps/member/password/reset',
    { schema: { tags, body: resetByTokenSchema }, config: limit(10) },
    async (req) => {
      await passwords.resetByToken(await req.merchant(), req.body);
      return ok(null);
    },
  );

  r.post(
    '/wps/member/password/verification',
    {
      schema: { tags, body: resetByPhoneSchema, response: { 200: envelopeOf(loginResultSchema) } },
      config: limit(10),
    },
    async (req) => ok(await passwords.resetByPhone(await req.merchant(), req.body, req.ip)),
  );
}
