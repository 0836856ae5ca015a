import type { StaffPermission } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { staffMeQuery } from '@/features/identity/auth';
import { PermissionsProvider, useMay } from '@/lib/permissions';
import { endedBySignOut, useStaffToken } from '@/lib/staff-token';
import { NotAllowedPage } from './messages';
import { StaffContext } from './staff-context';

/**
 * The signed-in part of the console: without a token (never signed in, signed out, or a 401
 * from any call) it sends the user to sign in and back here afterwards.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const token = useStaffToken();
  const location = useLocation();
  const me = useQuery(staffMeQuery(token));
  if (token === null) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to="/sign-in" replace state={endedBySignOut() ? null : { back }} />;
  }
  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => me.refetch()} />;
  return (
    <StaffContext.Provider value={me.data}>
      <PermissionsProvider permissions={me.data.permissions}>{children}</PermissionsProvider>
    </StaffContext.Provider>
  );
}

/** A screen whose permission the role lacks shows "not allowed" (the menu does not list it either). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission;
  children: ReactNode;
}) {
  return useMay(permission) ? children : <NotAllowedPage />;
}
