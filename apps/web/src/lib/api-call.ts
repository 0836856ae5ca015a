import {
  type ApiContract,
  type CallInputOf,
  type ContractResponse,
  type ContractTable,
  type Endpoint,
  type EnvelopeCall,
  pathWith,
} from '@pf/shared';
import { apiRequest, type RequestOptions } from './api-client';
import { AFTER_FIRST_SCREEN, firstScreenPainted } from './first-screen';
import { getSessionToken } from './session-store';
import { hasUrlToken } from './url-token';

/** The input of one call, typed from its contract; only what the contract takes may be given. */
export type CallInput<C extends ApiContract> = CallInputOf<C> & {
  /**
   * Without the member's token (see `RequestOptions.anonymous`); by default for the calls the
   * caller was made with as answering every caller alike (`callerFree`).
   */
  anonymous?: boolean;
};

/** How an area's calls are sent. */
export interface CallerOptions<N extends string> {
  /** The calls every caller gets the same answer to: sent without the token, as the page's preload is. */
  callerFree?: ReadonlySet<N>;
}

/**
 * The caller of an area's calls by name: each is typed from the area's own contracts (the schemas
 * stay on the server's side of the bundle: only the endpoints' method and path are read here), so
 * a payload is never typed twice. File downloads answer bytes, not the envelope, so they are not
 * called this way.
 */
export function contractCalls<T extends ContractTable>(
  endpoints: { readonly [K in keyof T]: Endpoint },
  options: CallerOptions<EnvelopeCall<T>> = {},
) {
  return <K extends EnvelopeCall<T>>(name: K, input?: CallInput<T[K]>): Promise<ContractResponse<T[K]>> =>
    sendCall<ContractResponse<T[K]>>(name, endpoints[name], {
      ...input,
      anonymous: input?.anonymous ?? options.callerFree?.has(name) ?? false,
    });
}

interface SendInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  anonymous: boolean;
}

function sendCall<R>(name: string, { methods, path }: Endpoint, input: SendInput): Promise<R> {
  const { anonymous } = input;
  const send = () =>
    apiRequest<R>(pathWith(path, input.params as Record<string, string | number> | undefined), {
      method: methods[0],
      query: input.query as RequestOptions['query'],
      body: input.body,
      signal: input.signal,
      anonymous,
    });
  // A member's own reads at start wait for the first screen (see first-screen.ts). The token is
  // read when the call is sent, so one still in the address by then goes with it.
  // Cheapest first: most calls are not on the list, and after start nothing waits at all.
  const wait = !anonymous && AFTER_FIRST_SCREEN.has(name) ? firstScreenPainted() : undefined;
  if (!wait || (getSessionToken() === null && !hasUrlToken())) return send();
  return wait.then(() => {
    // A read given up while it waited (its query cancelled or restarted) is not sent at all.
    const signal = input.signal;
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
    return send();
  });
}
