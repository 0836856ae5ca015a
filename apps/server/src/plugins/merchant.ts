import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The brand a request came to. The floor knows only its id and code; brand widens this interface
 * to its whole merchant (merchant.service.ts), so routes read every field without the floor
 * importing an area (decision 0016, fix D).
 */
export interface RequestMerchant {
  id: number;
  code: string;
}

/** Finds the brand of a request from the code it names or the host it came to. */
export interface MerchantResolver {
  resolve(input: { merchantCode?: string | undefined; host?: string | undefined }): Promise<RequestMerchant>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's merchant, resolved once on first use (Host header or merchantCode). */
    merchant(): Promise<RequestMerchant>;
    /** What `merchant()` answers, once asked. */
    pendingMerchant: Promise<RequestMerchant> | undefined;
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

export const merchantPlugin = fp(async (app: FastifyInstance, opts: { merchants: MerchantResolver }) => {
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
