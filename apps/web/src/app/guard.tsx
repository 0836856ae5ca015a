import { Navigate, Outlet, useLocation } from 'react-router';
import { useLoadedPermission } from '@/features/brand/system';
import { useSessionStore } from '@/lib/session-store';
import { ScrollMemory } from './scroll-memory';

/**
 * Pages reachable without a session when the merchant requires login (§2 Guard). The download
 * page answers both '/download', named here, and the route table's '/down'.
 */
export const GUARD_OPEN_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

const normalise = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

export function needsLogin(pathname: string, loginedToHomePage: boolean, token: string | null): boolean {
  if (!loginedToHomePage || token) return false;
  return !GUARD_OPEN_PATHS.includes(normalise(pathname));
}

/** Wraps every route: sends visitors without a session to /login when the merchant asks for it. */
export function SessionGuard() {
  const { whitelabel } = useLoadedPermission();
  const token = useSessionStore((s) => s.token);
  const location = useLocation();

  if (needsLogin(location.pathname, whitelabel.brandSettings.loginedToHomePage, token)) {
    // Remember where the visitor was going, so sign-in can return there later.
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return (
    <>
      <ScrollMemory />
      <Outlet />
    </>
  );
}
