import { vi } from 'vitest';

type Answer = unknown | ((url: URL) => unknown);

/** A successful envelope around `value`, as the platform sends it. */
export const envelope = (value: unknown, status = 200) =>
  new Response(
    JSON.stringify({ success: status < 400, code: status < 400 ? 'OK' : 'ERROR', message: '', value }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );

/**
 * Replaces global fetch: each API path answers with its value (or a Response / thrown error from a
 * function). Unknown paths fail loudly so a test never silently depends on an unplanned call.
 */
export function stubApi(routes: Record<string, Answer>) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), window.location.origin);
    if (!(url.pathname in routes)) throw new Error(`Unexpected fetch ${url.pathname}`);
    const answer = routes[url.pathname];
    const value = typeof answer === 'function' ? await answer(url) : answer;
    return value instanceof Response ? value : envelope(value);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
