import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
// biome-ignore lint/style/noRestrictedImports: a crossing listed in areas/crossings.json, to be removed (decision 0016)
import type { Merchant, MerchantService } from '../areas/brand/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's merchant, resolved once on first use (Host header or merchantCode). */
    merchant(): Promise<Merchant>;
    /** What `merchant()` answers, once asked. */
    pendingMerchant: Promise<Merchant> | undefined;
  }
}

function explicitCode(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.merchantCode;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.merchantCode;
  const fromHeader = request.headers['x-merchant-code'];
  for (const candidate of [fromQuery, fromBody, fromHeader]) {
    if (typeof candidate === 'string' && candidate.length > 0 && candidate.length <= 64) return candidate;
  }
  return undefined;
}

export const merchantPlugin = fp(async (app: FastifyInstance, opts: { merchants: MerchantService }) => {
  // Kept on the request itself: a weak map keyed by requests left an entry per request for the
  // full collector to walk (platform/shared-answers.ts).
  app.decorateRequest('pendingMerchant', undefined);
  app.decorateRequest('merchant', function (this: FastifyRequest) {
    this.pendingMerchant ??= opts.merchants.resolve({
      merchantCode: explicitCode(this),
      host: this.headers.host,
    });
    return this.pendingMerchant;
  });
});
