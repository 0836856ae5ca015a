import { moneyContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { SIGNATURE_HEADER } from '../payments/payment-provider.ts';
import type { DepositService } from './deposit.service.ts';
import { ownerOf } from './owner.ts';

/** Deposit methods and orders for members, and the providers' webhook. */
export async function depositRoutes(
  app: FastifyInstance,
  opts: { deposits: DepositService; auth: MemberAuth },
) {
  const { deposits, auth } = opts;

  contractRoute(app, c['money.depositMethods'], { preHandler: auth.requireRealMember }, async (_input, req) =>
    deposits.methods(sessionOf(req).merchantId),
  );
  contractRoute(app, c['money.deposit'], { preHandler: auth.requireRealMember }, async ({ body }, req) =>
    deposits.create(await ownerOf(req), body),
  );
  contractRoute(
    app,
    c['money.depositOrder'],
    { preHandler: auth.requireRealMember },
    async ({ params }, req) => deposits.get(sessionOf(req).memberId, params.orderNo),
  );
  contractRoute(app, c['money.deposits'], { preHandler: auth.requireRealMember }, async ({ query }, req) =>
    deposits.page(sessionOf(req).memberId, query.pageNo, query.pageSize),
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
