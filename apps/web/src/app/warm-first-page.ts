import { matchPath } from 'react-router';
import { PAGE_ROUTES } from './page-routes';

/**
 * Starts downloading the code of the page the visitor opened while the app start (language texts,
 * permission) is still under way. The router asks for the same module later and gets it at once;
 * otherwise the page's chunk would only be requested after everything before it had arrived.
 */
export function warmFirstPage(pathname: string = window.location.pathname): void {
  const route = PAGE_ROUTES.find((r) => matchPath(r.path, pathname) !== null);
  // A failure here is not reported: the router loads the page again and shows its own error.
  if (route) route.lazy().catch(() => {});
}
