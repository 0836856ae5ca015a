import { inject } from 'vitest';

/** The server's answer envelope. */
export interface ApiAnswer<V> {
  success: boolean;
  code: string;
  value: V;
}

/**
 * JSON calls to the journey's server from the address `ip`, for the steps a journey takes outside
 * the browser (staff actions, set-up): a bearer token when given, the body sent as JSON.
 */
export function apiFrom<V>(ip: string) {
  return async function api(
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<ApiAnswer<V>> {
    const res = await fetch(`${inject('baseUrl')}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    return res.json() as Promise<ApiAnswer<V>>;
  };
}
