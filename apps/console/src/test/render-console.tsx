import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** An answer of the stubbed server: the envelope, with an HTTP status. */
export type StubAnswer = { status?: number; value?: unknown; code?: string; message?: string };
/** Answers by "METHOD /path" (no query); a function sees the request. */
export type StubRoutes = Record<string, StubAnswer | ((url: URL, init?: RequestInit) => StubAnswer)>;

/**
 * Stubs fetch with a small back office: each call answers from `routes`, anything else a 404
 * envelope. Returns the list of calls made, for assertions on what was sent.
 */
export function stubServer(routes: StubRoutes) {
  const calls: { method: string; url: URL; body: unknown; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://console.test');
      const method = init?.method ?? 'GET';
      const headers = new Headers(init?.headers);
      calls.push({
        method,
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        auth: headers.get('authorization'),
      });
      const route = routes[`${method} ${url.pathname}`];
      const answer = typeof route === 'function' ? route(url, init) : route;
      if (!answer)
        return Response.json(
          { success: false, code: 'NOT_FOUND', message: 'Not found', value: null },
          { status: 404 },
        );
      const status = answer.status ?? 200;
      const success = status < 400;
      return Response.json(
        {
          success,
          code: answer.code ?? (success ? '0' : 'ERROR'),
          message: answer.message ?? '',
          value: answer.value ?? null,
        },
        { status },
      );
    }),
  );
  return calls;
}

/** The staff member `GET /bo/api/session/me` answers, holding the given permissions. */
export function staffMe(permissions: string[], roles: string[] = ['admin']) {
  return {
    value: {
      staffId: '1',
      username: 'ops.anna',
      roles,
      permissions: ['session', ...permissions],
      merchantId: 1,
    },
  };
}

/** The console's real routes at `path`, on a fresh query client. */
export function renderConsole(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    ...render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
