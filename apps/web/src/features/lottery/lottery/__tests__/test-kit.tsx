import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { useSessionStore } from '@/lib/session-store';
import { makePermission, smallStakesWhitelabel } from '@/test/fixtures';
import { loadedQueryClient } from '@/test/render-app';

/** Where a launch or link went: the path and query of the page reached. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${pathname}${search}`}</p>;
}

export function signIn(account = 'demo01', isAgent = 0) {
  useSessionStore.setState({
    token: `tok-${account}`,
    profile: { nickname: account, account, customerId: '1', isAgent, toUpline: false },
  });
}

/** Renders `element` at `path` with the app's providers; any other path shows where it landed. */
export function renderAt(path: string, element: ReactNode) {
  const queryClient = loadedQueryClient(makePermission({ whitelabel: smallStakesWhitelabel() }));
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0] as string, element },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
