import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WALLET_QUERY_PATH } from './momo.query.ts';
import { SIGNATURE_HEADER } from './payment-provider.ts';
import { SANDBOX_QUERY_PATH, type SandboxPayments } from './sandbox.provider.ts';
import { BANK_TRANSACTIONS_PATH, type SandboxBank } from './sandbox-bank.ts';
import { SANDBOX_EXPLORER_URL, type SandboxChain } from './sandbox-chain.ts';
import { loopbackOnly } from './sandbox-loopback.ts';
import type { SandboxWallet } from './sandbox-wallet.ts';
import { isTronAddress } from './tron-address.ts';

/** A signed answer of a sandbox's API, or 401 for a request it did not sign. */
function answer(reply: FastifyReply, signed: { body: string; signature?: string } | null) {
  if (!signed) return reply.status(401).type('application/json').send('{"error":"bad signature"}');
  if (signed.signature) reply.header(SIGNATURE_HEADER, signed.signature);
  return reply.type('application/json').send(signed.body);
}

const signatureOf = (headers: Record<string, unknown>) => {
  const s = headers[SIGNATURE_HEADER];
  return typeof s === 'string' ? s : undefined;
};

/**
 * The sandboxes' order status APIs, each in the shape of the provider it stands in for: the
 * gateway's order query, MoMo's transaction status, the bank's transaction lookup, TronGrid's
 * TRC-20 transfer list. Loopback only (the platform's re-check of a stuck deposit asks them), and
 * signed both ways like each provider's callbacks; bodies are kept as the exact text signed.
 */
export async function sandboxStatusRoutes(
  app: FastifyInstance,
  opts: {
    sandbox: SandboxPayments | null;
    bank: SandboxBank | null;
    wallet: SandboxWallet | null;
    chain: SandboxChain | null;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', loopbackOnly);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    done(null, String(body));
  });
  const raw = z.string().max(8000).catch('');
  const { sandbox, bank, wallet, chain } = opts;

  if (sandbox) {
    r.post(SANDBOX_QUERY_PATH, { schema: { hide: true, body: raw } }, async (req, reply) =>
      answer(reply, await sandbox.query(req.body, signatureOf(req.headers))),
    );
  }
  if (wallet) {
    r.post(WALLET_QUERY_PATH, { schema: { hide: true, body: raw } }, async (req, reply) => {
      const body = await wallet.query(req.body);
      return answer(reply, body === null ? null : { body });
    });
  }
  if (bank) {
    const query = z.object({ reference: z.string().regex(/^[A-Z0-9]{6,64}$/) });
    r.get(BANK_TRANSACTIONS_PATH, { schema: { hide: true, querystring: query } }, async (req, reply) =>
      answer(reply, await bank.transactions(req.query.reference, signatureOf(req.headers))),
    );
  }
  if (chain) {
    const params = z.object({ address: z.string().refine(isTronAddress) });
    r.get(
      `${SANDBOX_EXPLORER_URL}/v1/accounts/:address/transactions/trc20`,
      { schema: { hide: true, params } },
      async (req, reply) =>
        answer(reply, await chain.transfersTo(req.url, req.params.address, signatureOf(req.headers))),
    );
  }
}
