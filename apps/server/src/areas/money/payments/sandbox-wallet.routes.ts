import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxWalletMissingPage, sandboxWalletPage } from './sandbox-wallet.page.ts';
import type { SandboxWallet } from './sandbox-wallet.ts';

const params = z.object({ orderId: z.string().regex(/^[A-Z0-9]{6,64}$/) });

/** The sandbox e-wallet's page: `GET /sandbox/wallet/pay/:orderId` and its pay / fail / cancel post. */
export async function sandboxWalletRoutes(app: FastifyInstance, opts: { wallet: SandboxWallet }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The page posts a plain HTML form; only this plugin's routes read that encoding.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  r.get('/sandbox/wallet/pay/:orderId', { schema: { hide: true, params } }, async (req, reply) => {
    const payment = await opts.wallet.find(req.params.orderId);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!payment) return reply.status(404).send(sandboxWalletMissingPage());
    return reply.send(sandboxWalletPage(payment));
  });

  r.post(
    '/sandbox/wallet/pay/:orderId',
    { schema: { hide: true, params, body: z.object({ action: z.enum(['pay', 'fail', 'cancel']) }) } },
    async (req, reply) => {
      const done = await opts.wallet.complete(req.params.orderId, req.body.action);
      if (!done) return reply.status(404).type('text/html; charset=utf-8').send(sandboxWalletMissingPage());
      return reply.redirect(done.redirect, 303);
    },
  );
}
