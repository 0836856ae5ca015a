import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Merchant, MerchantService } from '../modules/merchant/merchant.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's merchant, resolved once on first use (Host header or merchantCode). */
    merchant(): Promise<Merchant>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<Merchant>>();

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
  app.decorateRequest('merchant', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = opts.merchants.resolve({ merchantCode: explicitCode(this), host: this.headers.host });
      cache.set(this, pending);
    }
    return pending;
  });
});
