import { returnUrlInput } from '@pf/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxChainMissingPage, sandboxChainSendPage, sandboxChainTxPage } from './sandbox-chain.page.ts';
import type { SandboxChain } from './sandbox-chain.ts';
import { isTronAddress } from './tron-address.ts';

const address = z.string().refine(isTronAddress, 'a TRON address');
const baseUnits = z
  .string()
  .regex(/^[1-9]\d{0,19}$/)
  .transform(BigInt);
const txParams = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) });

/** The sandbox chain's wallet: a send screen for a deposit address, and a transfer's confirmations. */
export async function sandboxChainRoutes(app: FastifyInstance, opts: { chain: SandboxChain }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The pages post plain HTML forms; only this plugin's routes read that encoding.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const html = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  const back = (returnUrl: string | undefined) =>
    returnUrl ? `?return=${encodeURIComponent(returnUrl)}` : '';

  r.get(
    '/sandbox/chain/send',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: address, amount: baseUnits, return: returnUrlInput.optional() }),
      },
    },
    async (req, reply) =>
      html(reply).send(sandboxChainSendPage(req.query.to, req.query.amount, req.query.return ?? null)),
  );

  r.post(
    '/sandbox/chain/send',
    {
      schema: {
        hide: true,
        body: z.object({ to: address, amount: baseUnits, return: returnUrlInput.optional() }),
      },
    },
    async (req, reply) => {
      const tx = await opts.chain.send(req.body.to, req.body.amount);
      return reply.redirect(`/sandbox/chain/tx/${tx.txHash}${back(req.body.return)}`, 303);
    },
  );

  r.get(
    '/sandbox/chain/tx/:hash',
    {
      schema: { hide: true, params: txParams, querystring: z.object({ return: returnUrlInput.optional() }) },
    },
    async (req, reply) => {
      const tx = await opts.chain.find(req.params.hash);
      if (!tx) return html(reply).status(404).send(sandboxChainMissingPage());
      return html(reply).send(sandboxChainTxPage(tx, req.query.return ?? null));
    },
  );

  r.post(
    '/sandbox/chain/tx/:hash',
    {
      schema: {
        hide: true,
        params: txParams,
        body: z.object({ action: z.enum(['mine', 'mine20', 'notify']), return: returnUrlInput.optional() }),
      },
    },
    async (req, reply) => {
      if (req.body.action === 'notify') await opts.chain.notify(req.params.hash);
      else await opts.chain.mine(req.body.action === 'mine20' ? 20 : 1);
      return reply.redirect(`/sandbox/chain/tx/${req.params.hash}${back(req.body.return)}`, 303);
    },
  );
}
