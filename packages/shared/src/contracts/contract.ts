import { z } from 'zod';
import type { HttpMethod } from './endpoint.ts';
import type { StaffPermission } from './staff-permissions.ts';

// Endpoint files import these from './endpoint.ts' (zod-free, for the web bundle).
export { type Endpoint, endpoint, type HttpMethod, pathWith } from './endpoint.ts';

/**
 * Who may call: `public` needs nothing, `member` a member bearer token, `staff` a back-office
 * bearer token, `vendor` a game vendor's HMAC signature. The OpenAPI page declares one security
 * scheme per kind and the server adds the errors each kind can answer.
 */
export type ContractAuth = 'public' | 'member' | 'staff' | 'vendor';

/**
 * One API call, described once for the server (validation, serialization, OpenAPI) and the web
 * (its request and response types). `methods[0]` is the method the web uses; relay calls also
 * accept the others with the same input (query for GET, body otherwise).
 */
export interface ApiContract {
  readonly methods: readonly [HttpMethod, ...HttpMethod[]];
  /** Fastify path syntax: `/bo/api/lottery/draws/:id/void`. */
  readonly path: string;
  readonly summary: string;
  readonly auth: ContractAuth;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The envelope's `value` on success; for a file answer, its body (see `fileAnswer`). */
  readonly response: z.ZodType;
  /**
   * Set when success answers a file's bytes in one of these media types instead of the envelope
   * (failures still answer the failure envelope). Declared with `fileAnswer`.
   */
  readonly file?: readonly [string, ...string[]];
  /** Codes this call answers besides the ones every call (and its auth kind) can answer. */
  readonly errors: readonly string[];
  /** What a staff call needs of the caller's roles (`staff-permissions.ts`); staff calls only. */
  readonly permission?: StaffPermission;
}

/**
 * The answer of a call whose success is a file: its media types, and a body schema the OpenAPI
 * page shows as binary content of each type. Nothing serializes it; the server sends the bytes.
 */
export function fileAnswer<const T extends readonly [string, ...string[]]>(
  mediaTypes: T,
  description: string,
) {
  return {
    file: mediaTypes,
    response: z.string().meta({
      description,
      content: Object.fromEntries(
        mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    }),
  };
}

/** Keeps the exact schema types of a contract literal, so both ends infer from it. */
export function defineContract<const C extends ApiContract>(contract: C): C {
  return contract;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the web sends. */
export type ContractParams<C extends ApiContract> = InputOf<C['params']>;
export type ContractQuery<C extends ApiContract> = InputOf<C['query']>;
export type ContractBody<C extends ApiContract> = InputOf<C['body']>;
/** What the server's handler reads once the input is validated. */
export type ParsedParams<C extends ApiContract> = OutputOf<C['params']>;
export type ParsedQuery<C extends ApiContract> = OutputOf<C['query']>;
export type ParsedBody<C extends ApiContract> = OutputOf<C['body']>;
/** What the handler returns (before serialization) and what the web receives (after). */
export type ContractResult<C extends ApiContract> = z.input<C['response']>;
export type ContractResponse<C extends ApiContract> = z.output<C['response']>;

/** Codes any call may answer: bad input, an unknown brand, overload, the server's own failure. */
export const COMMON_ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'BODY_TOO_DEEP',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'DOMAIN_INVALID',
  'RATE_LIMITED',
  'UNKNOWN',
  'UNAVAILABLE',
] as const;

/** Codes that come with each kind of caller check. */
export const AUTH_ERROR_CODES: Record<ContractAuth, readonly string[]> = {
  public: [],
  member: ['UNAUTHORIZED', 'DEMO_ACCOUNT'],
  staff: ['STAFF_UNAUTHORIZED', 'STAFF_SESSION_IDLE', 'STAFF_FORBIDDEN'],
  vendor: ['SIGNATURE_INVALID', 'VENDOR_UNKNOWN'],
};

/** Every code a call may answer. */
export function allowedErrorCodes(contract: ApiContract): ReadonlySet<string> {
  return new Set([...COMMON_ERROR_CODES, ...AUTH_ERROR_CODES[contract.auth], ...contract.errors]);
}

/** The failure envelope every call shares. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.unknown(),
});

/** The success envelope around a call's value. */
export function successEnvelopeOf<S extends z.ZodType>(value: S) {
  return z.object({ success: z.literal(true), code: z.string(), message: z.string(), value });
}
