import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxMissingPage, sandboxPayPage } from './sandbox.page.ts';
import type { SandboxPayments } from './sandbox.provider.ts';

const params = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,64}$/) });

/** Adds `orderNo` and the outcome to the shop's return path (always a path on this site). */
function returnTo(returnUrl: string, orderNo: string, outcome: 'paid' | 'cancelled'): string {
  const url = new URL(returnUrl, 'http://site.invalid');
  url.searchParams.set('orderNo', orderNo);
  url.searchParams.set('payment', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sandbox gateway's pages: `GET /sandbox/pay/:orderNo` and the Pay / Cancel form post. */
export async function sandboxRoutes(app: FastifyInstance, opts: { sandbox: SandboxPayments }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The page posts a plain HTML form; only this plugin's routes read that encoding.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  r.get('/sandbox/pay/:orderNo', { schema: { hide: true, params } }, async (req, reply) => {
    const payment = await opts.sandbox.find(req.params.orderNo);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!payment) return reply.status(404).send(sandboxMissingPage());
    return reply.send(sandboxPayPage(payment));
  });

  r.post(
    '/sandbox/pay/:orderNo',
    {
      schema: { hide: true, params, body: z.object({ action: z.enum(['pay', 'cancel']) }) },
    },
    async (req, reply) => {
      const done = await opts.sandbox.complete(req.params.orderNo, req.body.action);
      if (!done) return reply.status(404).type('text/html; charset=utf-8').send(sandboxMissingPage());
      const outcome = done.status === 'paid' ? 'paid' : 'cancelled';
      return reply.redirect(returnTo(done.returnUrl, req.params.orderNo, outcome), 303);
    },
  );
}
