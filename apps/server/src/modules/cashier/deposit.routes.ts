import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { SIGNATURE_HEADER } from '../payments/payment-provider.ts';
import { amountInput, pageInput, returnUrlInput } from './cashier.input.ts';
import type { DepositService } from './deposit.service.ts';
import { ownerOf } from './owner.ts';

const tags = ['cashier'];
const orderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,64}$/) });

/** Deposit methods and orders for members, and the providers' webhook. */
export async function depositRoutes(
  app: FastifyInstance,
  opts: { deposits: DepositService; auth: MemberAuth },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deposits, auth } = opts;

  r.get(
    '/wps/cashier/deposit/methods',
    { schema: { tags }, preHandler: auth.requireRealMember },
    async (req) => ok(await deposits.methods(sessionOf(req).merchantId)),
  );

  r.post(
    '/wps/cashier/deposit',
    {
      schema: {
        tags,
        body: z.object({
          methodId: z.coerce.number().int().positive(),
          amount: amountInput,
          returnUrl: returnUrlInput.default('/'),
        }),
      },
      preHandler: auth.requireRealMember,
    },
    async (req) => ok(await deposits.create(await ownerOf(req), req.body)),
  );

  r.get(
    '/wps/cashier/deposit/:orderNo',
    { schema: { tags, params: orderParams }, preHandler: auth.requireRealMember },
    async (req) => ok(await deposits.get(sessionOf(req).memberId, req.params.orderNo)),
  );

  r.get(
    '/wps/cashier/deposits',
    { schema: { tags, querystring: z.object(pageInput) }, preHandler: auth.requireRealMember },
    async (req) => ok(await deposits.page(sessionOf(req).memberId, req.query.pageNo, req.query.pageSize)),
  );

  // The signature covers the exact bytes sent, so this route keeps the body as the raw string.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/wps/payments/callback/:provider',
      {
        bodyLimit: 64 * 1024,
        schema: {
          tags: ['payments'],
          params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) }),
        },
      },
      async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const signature = req.headers[SIGNATURE_HEADER];
        const answer = await deposits.callback(
          req.params.provider,
          raw,
          typeof signature === 'string' ? signature : undefined,
          req.ip,
        );
        return reply.status(answer.status).send({
          success: answer.status === 200,
          code: answer.code,
          message: answer.message,
          value: { result: answer.outcome },
        });
      },
    );
  });
}
