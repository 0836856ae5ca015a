import {
  type ApiContract,
  type ContractAuth,
  type ContractResult,
  errorEnvelopeSchema,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  successEnvelopeOf,
} from '@pf/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { ok } from './envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from; the contract guard checks its error codes. */
    contract?: ApiContract;
  }
}

/** The OpenAPI security requirement of each kind of caller (schemes declared in app.ts). */
const SECURITY: Record<ContractAuth, Record<string, string[]>[]> = {
  public: [],
  member: [{ memberBearer: [] }],
  staff: [{ staffBearer: [] }],
  vendor: [{ vendorHmac: [] }],
};

export interface ContractInput<C extends ApiContract> {
  params: ParsedParams<C>;
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
}

export interface ContractRouteOptions {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Largest body in bytes, when a call carries more than the app's default (image uploads). */
  bodyLimit?: number;
  /** Route config for plugins (rate limits). */
  config?: FastifyContextConfig;
  /** The success envelope's message, for a call whose answer is a notice to show. */
  message?: string;
  /**
   * No cache may keep the answer, not even for revalidation (an answer that is good once, like a
   * captcha image). Set by a route hook, which runs after the app's caching hook.
   */
  noStore?: boolean;
}

export type ContractHandler<C extends ApiContract> = (
  input: ContractInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ContractResult<C>>;

const noStore: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('cache-control', 'no-store');
  reply.removeHeader('etag');
  return payload;
};

/**
 * Registers one API call from its contract: input validated by its schemas, the answer serialized
 * through the response schema (a field not in the contract never leaves the server), the OpenAPI
 * entry with its security scheme. The handler returns the envelope's value.
 */
export function contractRoute<C extends ApiContract>(
  app: FastifyInstance,
  contract: C,
  options: ContractRouteOptions,
  handler: ContractHandler<C>,
) {
  const both = contract.methods.includes('GET') && contract.methods.length > 1;
  for (const method of contract.methods) {
    const carriesBody = method !== 'GET' && method !== 'DELETE';
    const schema = {
      tags: [...contract.tags],
      summary: contract.summary,
      security: SECURITY[contract.auth],
      ...(contract.params ? { params: contract.params } : {}),
      // A call taken both ways reads the same input from the query (GET) or the body (POST).
      ...(contract.query && (!carriesBody || !both) ? { querystring: contract.query } : {}),
      ...(contract.body && carriesBody ? { body: contract.body } : {}),
      response: {
        200: successEnvelopeOf(contract.response),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
    };
    app.route({
      method,
      url: contract.path,
      schema,
      config: { ...options.config, contract },
      ...(options.preHandler ? { preHandler: options.preHandler } : {}),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(options.noStore ? { onSend: noStore } : {}),
      handler: async (request, reply) => {
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
        } as ContractInput<C>;
        return ok(await handler(input, request, reply), options.message);
      },
    });
  }
}
