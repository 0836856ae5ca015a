import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppSplash } from './app-splash';
import { loadChunk } from './chunk-load';
import { SessionGuard } from './guard';
import { AppLayout } from './layout/app-layout';
import { HELP_BARE_ROUTE, PAGE_ROUTES, type PageRoute } from './page-routes';
import { RouteError } from './route-error';

/** Each page's chunk loads under the §9 time-out and fails as a ChunkLoadError (§8). */
const toRoute = ({ path, id, handle, lazy }: PageRoute): RouteObject => ({
  path,
  id,
  handle,
  lazy: () => loadChunk(handle.page, lazy),
});

/**
 * Guard around everything; /helpmc bare; every other page inside the layout; anything unknown
 * gets the not-found page inside the layout too, so the visitor can navigate on.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <SessionGuard />,
      hydrateFallbackElement: <AppSplash />,
      errorElement: <RouteError />,
      children: [
        toRoute(HELP_BARE_ROUTE),
        {
          element: <AppLayout />,
          children: [
            ...PAGE_ROUTES.map(toRoute),
            {
              path: '*',
              lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
            },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(appRoutes());
