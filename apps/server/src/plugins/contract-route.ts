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
  preValidationHookHandler,
} from 'fastify';
import { isSharedAnswer, shareAnswer } from '../platform/shared-answers.ts';
import { ok } from './envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from; the contract guard checks its error codes. */
    contract?: ApiContract;
  }
}

/** The OpenAPI security requirement of each kind of caller (schemes declared in plugins/http-app.ts). */
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

export interface ContractRouteOptions<C extends ApiContract = ApiContract> {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** A check that must refuse before the input is validated (a role gate answering 403 first). */
  preValidation?: preValidationHookHandler;
  /** Largest body in bytes, when a call carries more than the app's default (image uploads). */
  bodyLimit?: number;
  /** Route config for plugins (rate limits). */
  config?: FastifyContextConfig;
  /** The success envelope's message, for a call whose answer is a notice to show (or says it). */
  message?: string | ((value: ContractResult<C>) => string);
  /**
   * No cache may keep the answer, not even for revalidation (an answer that is good once, like a
   * captcha image). Set by a route hook, which runs after the app's caching hook.
   */
  noStore?: boolean;
  /**
   * The body reaches the handler as the exact text sent, JSON left unparsed: for a caller whose
   * signature covers the bytes (a payment provider's callback). The body schema reads a string.
   */
  rawBody?: boolean;
}

/** What a file call's handler answers: the bytes, in one of the media types its contract declares. */
export interface FileBody {
  bytes: Buffer;
  contentType: string;
}

/**
 * A file call's handler that took the reply over (`reply.hijack()`) to write a stream itself, such
 * as server-sent events, answers this instead of a file.
 */
export const STREAMED: unique symbol = Symbol('streamed');

/** What a handler returns: the envelope's value, or the file (or stream) of a file call. */
export type HandlerResult<C extends ApiContract> = C extends { file: readonly string[] }
  ? FileBody | typeof STREAMED
  : ContractResult<C>;

export type ContractHandler<C extends ApiContract> = (
  input: ContractInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<HandlerResult<C>>;

const noStore: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('cache-control', 'no-store');
  reply.removeHeader('etag');
  return payload;
};

/**
 * Files the API answers are members' documents (ID images, payment proofs): no shared cache keeps
 * them, and they are shown inline, never sniffed into something else (helmet's nosniff).
 */
function sendFile(reply: FastifyReply, contract: ApiContract, file: FileBody) {
  if (!contract.file?.includes(file.contentType)) {
    throw new Error(`${file.contentType} is not a media type of ${contract.path}`);
  }
  return reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .send(file.bytes);
}

const envelopes = new WeakMap<object, ReturnType<typeof ok>>();

/** Keeps JSON bodies as the text sent, in the scope of the routes that need the exact bytes. */
function keepRawJson(scope: FastifyInstance) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
}

/**
 * Registers one API call from its contract: input validated by its schemas, the answer serialized
 * through the response schema (a field not in the contract never leaves the server), the OpenAPI
 * entry with its security scheme. The handler returns the envelope's value, or for a file call
 * (`contract.file`) the bytes to send.
 */
export function contractRoute<C extends ApiContract>(
  app: FastifyInstance,
  contract: C,
  options: ContractRouteOptions<C>,
  handler: ContractHandler<C>,
) {
  if (options.rawBody) {
    void app.register(async (scope) => {
      keepRawJson(scope);
      registerRoutes(scope, contract, options, handler);
    });
  } else {
    registerRoutes(app, contract, options, handler);
  }
}

function registerRoutes<C extends ApiContract>(
  app: FastifyInstance,
  contract: C,
  options: ContractRouteOptions<C>,
  handler: ContractHandler<C>,
) {
  const success = contract.file ? contract.response : successEnvelopeOf(contract.response);
  const message = (value: ContractResult<C>) =>
    typeof options.message === 'function' ? options.message(value) : options.message;
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
        200: success,
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
      ...(options.preValidation ? { preValidation: options.preValidation } : {}),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(options.noStore ? { onSend: noStore } : {}),
      handler: async (request, reply) => {
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
        } as ContractInput<C>;
        const result = await handler(input, request, reply);
        if (result === STREAMED) return reply;
        if (contract.file) return sendFile(reply, contract, result as FileBody);
        const value = result as ContractResult<C>;
        const text = message(value);
        if (text || typeof value !== 'object' || value === null) return ok(value, text);
        // A cached answer comes back as the same object: so does its envelope, and the serializer
        // (plugins/http-app.ts) then reuses the text it wrote for it. Answers made for one request get neither.
        if (!isSharedAnswer(value)) return ok(value);
        let envelope = envelopes.get(value);
        if (!envelope) {
          envelope = shareAnswer(ok(value));
          envelopes.set(value, envelope);
        }
        return envelope;
      },
    });
  }
}
