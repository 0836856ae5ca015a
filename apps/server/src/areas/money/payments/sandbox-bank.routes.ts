import { returnUrlInput } from '@pf/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxBankDonePage, sandboxBankPage, sandboxBankRefusedPage } from './sandbox-bank.page.ts';
import type { SandboxBank } from './sandbox-bank.ts';

const qrInput = z.string().min(20).max(512);
const query = z.object({ qr: qrInput, return: returnUrlInput.optional() });
const form = z.object({
  qr: qrInput,
  return: returnUrlInput.optional(),
  action: z.enum(['pay', 'pay_twice', 'expire']),
});

/** Adds the order and what happened to the shop's return path (always a path on this site). */
function returnTo(returnUrl: string, orderNo: string, outcome: 'paid' | 'expired'): string {
  const url = new URL(returnUrl, 'http://site.invalid');
  url.searchParams.set('orderNo', orderNo);
  url.searchParams.set('payment', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sandbox bank's screens: `GET /sandbox/bank?qr=…&return=…` shows the transfer a VietQR
 * describes; the form's post makes it (or lets the order expire) and goes back to the shop.
 */
export async function sandboxBankRoutes(app: FastifyInstance, opts: { bank: SandboxBank }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The page posts a plain HTML form; only this plugin's routes read that encoding.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const html = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');

  r.get('/sandbox/bank', { schema: { hide: true, querystring: query } }, async (req, reply) => {
    html(reply);
    const view = await opts.bank.read(req.query.qr);
    if (!view) return reply.status(400).send(sandboxBankRefusedPage());
    return reply.send(sandboxBankPage(view, req.query.qr, req.query.return ?? null));
  });

  r.post('/sandbox/bank', { schema: { hide: true, body: form } }, async (req, reply) => {
    const done = await opts.bank.act(req.body.qr, req.body.action);
    html(reply);
    if (!done) return reply.status(400).send(sandboxBankRefusedPage());
    if (!req.body.return) return reply.send(sandboxBankDonePage(done.status));
    return reply.redirect(returnTo(req.body.return, done.reference, done.status), 303);
  });
}
