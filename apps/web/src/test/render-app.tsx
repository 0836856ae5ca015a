import type { Permission } from '@pf/shared';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/router';
import { permissionQueryOptions } from '@/features/brand/system';
import { makePermission } from './fixtures';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

/** A client that holds the permission answer, as every page below the app-start gate finds it. */
export function loadedQueryClient(permission: Permission = makePermission()): QueryClient {
  const queryClient = testQueryClient();
  queryClient.setQueryData(permissionQueryOptions().queryKey, permission);
  return queryClient;
}

/**
 * Renders the real route tree at `path` as the app looks after a successful start: the permission
 * answer is already in the cache, exactly as the app-start gate leaves it.
 */
export function renderRoute(path: string, permission: Permission) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(permissionQueryOptions().queryKey, permission);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
