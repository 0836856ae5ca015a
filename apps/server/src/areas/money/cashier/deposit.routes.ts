import { moneyContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { AppError } from '../../../plugins/errors.ts';
import { SIGNATURE_HEADER } from '../payments/payment-provider.ts';
import type { CallbackOutcome } from './cashier.tables.ts';
import type { DepositService } from './deposit.service.ts';
import { ownerOf } from './owner.ts';

/**
 * The outcomes a provider hears as success: credited, still confirming on chain, a replay of a
 * decided one, a failed or an expired payment.
 */
const accepted = (o: CallbackOutcome): o is 'credited' | 'confirming' | 'replay' | 'failed' | 'expired' =>
  o === 'credited' || o === 'confirming' || o === 'replay' || o === 'failed' || o === 'expired';

/** Adds the order and how it ended to the shop's return path (always a path on this site). */
function returnTo(returnUrl: string, orderNo: string, outcome: 'paid' | 'cancelled'): string {
  const url = new URL(returnUrl, 'http://site.invalid');
  url.searchParams.set('orderNo', orderNo);
  url.searchParams.set('payment', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

const UNVERIFIED_RETURN =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment</title></head><body><p>This payment result could not be verified.</p></body></html>';

/** Deposit methods and orders for members, the providers' webhook and the members' return. */
export async function depositRoutes(
  app: FastifyInstance,
  opts: { deposits: DepositService; auth: MemberAuth },
) {
  const { deposits, auth } = opts;

  contractRoute(app, c['money.depositMethods'], { preHandler: auth.requireRealMember }, async (_input, req) =>
    deposits.methods(await ownerOf(req)),
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

  // A browser redirect, not an API call: the wallet sends the member here with its signed result.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/payments/return/:provider',
    {
      schema: {
        hide: true,
        params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) }),
        querystring: z.record(z.string(), z.string().max(2000)),
      },
    },
    async (req, reply) => {
      const back = await deposits.providerReturn(req.params.provider, req.query, req.ip);
      reply.header('cache-control', 'no-store');
      if (!back) return reply.status(400).type('text/html; charset=utf-8').send(UNVERIFIED_RETURN);
      return reply.redirect(returnTo(back.returnUrl, back.orderNo, back.outcome), 303);
    },
  );

  // The signature covers the exact bytes sent, so this call keeps the body as the raw string. A
  // refused callback answers the failure envelope with its outcome, and is logged either way.
  contractRoute(
    app,
    c['money.paymentCallback'],
    { bodyLimit: 64 * 1024, rawBody: true, message: (value) => value.result },
    async ({ params, body }, req) => {
      const signature = req.headers[SIGNATURE_HEADER];
      const answer = await deposits.callback(
        params.provider,
        body,
        typeof signature === 'string' ? signature : undefined,
        req.ip,
      );
      if (answer.status === 200 && accepted(answer.outcome)) return { result: answer.outcome };
      throw new AppError(answer.code, answer.message, { result: answer.outcome }, answer.status);
    },
  );
}
