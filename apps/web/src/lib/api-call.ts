import {
  CALLER_FREE_CALLS,
  type ContractBody,
  type ContractName,
  type ContractParams,
  type ContractQuery,
  type ContractResponse,
  type Contracts,
  ENDPOINTS,
  type EnvelopeContractName,
  pathWith,
} from '@pf/shared';
import { apiRequest, type RequestOptions } from './api-client';
import { AFTER_FIRST_SCREEN, firstScreenPainted } from './first-screen';
import { getSessionToken } from './session-store';
import { hasUrlToken } from './url-token';

/** The input of one call, typed from its contract; only what the contract takes may be given. */
export type CallInput<C extends Contracts[ContractName]> = (ContractParams<C> extends undefined
  ? { params?: undefined }
  : { params: ContractParams<C> }) &
  (ContractQuery<C> extends undefined ? { query?: undefined } : { query?: ContractQuery<C> }) &
  (ContractBody<C> extends undefined ? { body?: undefined } : { body?: ContractBody<C> }) & {
    signal?: AbortSignal;
    /**
     * Without the member's token (see `RequestOptions.anonymous`); by default for the calls the
     * shared table marks as answering every caller alike (`CALLER_FREE_CALLS`).
     */
    anonymous?: boolean;
  };

/**
 * Calls an API by its contract's name. Types come from the shared contract (the schemas stay on
 * the server's side of the bundle: only the method and path are read here), so a payload is never
 * typed twice. File downloads answer bytes, not the envelope, so they are not called this way.
 */
export function callApi<K extends EnvelopeContractName>(
  name: K,
  input?: CallInput<Contracts[K]>,
): Promise<ContractResponse<Contracts[K]>> {
  const { methods, path } = ENDPOINTS[name];
  const params = input?.params as Record<string, string | number> | undefined;
  // The shared table names the calls every caller gets the same answer to; the page names them too.
  const anonymous = input?.anonymous ?? (CALLER_FREE_CALLS as ReadonlySet<string>).has(name);
  const send = () =>
    apiRequest<ContractResponse<Contracts[K]>>(pathWith(path, params), {
      method: methods[0],
      query: input?.query as RequestOptions['query'],
      body: input?.body,
      signal: input?.signal,
      anonymous,
    });
  // A member's own reads at start wait for the first screen (see first-screen.ts). The token is
  // read when the call is sent, so one still in the address by then goes with it.
  // Cheapest first: most calls are not on the list, and after start nothing waits at all.
  const wait = !anonymous && AFTER_FIRST_SCREEN.has(name) ? firstScreenPainted() : undefined;
  if (!wait || (getSessionToken() === null && !hasUrlToken())) return send();
  return wait.then(() => {
    // A read given up while it waited (its query cancelled or restarted) is not sent at all.
    const signal = input?.signal;
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
    return send();
  });
}
