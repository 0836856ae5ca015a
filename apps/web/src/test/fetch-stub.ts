import { vi } from 'vitest';

type Answer = unknown | ((url: URL, init?: RequestInit) => unknown);

/** A successful envelope around `value`, as the platform sends it. */
export const envelope = (value: unknown, status = 200) =>
  new Response(
    JSON.stringify({ success: status < 400, code: status < 400 ? 'OK' : 'ERROR', message: '', value }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );

/** A failed envelope, as the platform sends it: code, message, HTTP status and optional value. */
export const failure = (code: string, message: string, status = 400, value: unknown = null) =>
  new Response(JSON.stringify({ success: false, code, message, value }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The JSON body a stubbed call was made with. */
export function bodyOf(mock: ReturnType<typeof stubApi>, path: string, nth = 0): unknown {
  const calls = mock.mock.calls.filter(
    ([input]) => new URL(String(input), window.location.origin).pathname === path,
  );
  const init = calls[nth]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** How many times a path was called. */
export const callsTo = (mock: ReturnType<typeof stubApi>, path: string) =>
  mock.mock.calls.filter(([input]) => new URL(String(input), window.location.origin).pathname === path)
    .length;

/**
 * Replaces global fetch: each API path answers with its value (or a Response / thrown error from a
 * function). Unknown paths fail loudly so a test never silently depends on an unplanned call.
 */
export function stubApi(routes: Record<string, Answer>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    if (!(url.pathname in routes)) throw new Error(`Unexpected fetch ${url.pathname}`);
    const answer = routes[url.pathname];
    const value = typeof answer === 'function' ? await answer(url, init) : answer;
    return value instanceof Response ? value : envelope(value);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
