import { callAddress, type Envelope } from '@pf/shared';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { getStaffToken, setStaffToken } from './staff-token';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && 'code' in body;
}

/** Sends one request with the staff token; a network failure becomes an ApiError, aborts pass through. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getStaffToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(callAddress(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_CODE, 'Network link is abnormal, please try again', 0);
  }
}

/** A failed answer as an ApiError; a 401 also ends the console's sign-in, which shows the sign-in page. */
async function failure(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = isEnvelope(body)
    ? new ApiError(body.code, body.message, response.status)
    : new ApiError(`HTTP_${response.status}`, response.statusText || 'Unknown error', response.status);
  if (response.status === 401) setStaffToken(null);
  return error;
}

/** Calls the back-office API and returns the envelope's `value`; anything else throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (!response.ok) throw await failure(response);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) throw new ApiError('UNKNOWN', 'Unknown error', response.status);
  if (!body.success) throw new ApiError(body.code, body.message, response.status);
  return body.value as T;
}

/** Fetches a call that answers a file (an ID image) with the staff token, as a Blob. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  if (!response.ok) throw await failure(response);
  return response.blob();
}
