import { callAddress, type Envelope } from '@pf/shared';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { getSessionToken } from './session-store';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sent without the member's token: for calls every caller gets the same answer to, so the
   * page's own preload of the call (which carries no credentials) can answer a member too.
   */
  anonymous?: boolean;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && 'code' in body;
}

/**
 * Calls the platform API and returns the envelope's `value`. Anything that is not a successful
 * envelope becomes an ApiError, so callers (and TanStack Query) only see data or one error type.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.anonymous ? null : getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(callAddress(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    // Aborts are the caller's own decision; let them through untouched.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_CODE, 'Network link is abnormal, please try again', 0);
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }

  if (!isEnvelope(body)) {
    throw new ApiError(
      response.ok ? 'UNKNOWN' : `HTTP_${response.status}`,
      response.statusText || 'Unknown error',
      response.status,
    );
  }
  if (!response.ok || !body.success) {
    throw new ApiError(body.code, body.message, response.status, body.value ?? null);
  }
  return body.value as T;
}

export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });
export const apiPut = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body });

export const apiGet = <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
  apiRequest<T>(path, { query, signal });
