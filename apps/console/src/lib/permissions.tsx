import type { StaffPermission } from '@pf/shared';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * What the signed-in staff member may do, from `GET /bo/api/session/me`. The shell provides it;
 * screens read it to leave out buttons a role may not use (the server refuses them anyway).
 */
const PermissionsContext = createContext<ReadonlySet<StaffPermission>>(new Set());

export function PermissionsProvider(props: { permissions: readonly StaffPermission[]; children: ReactNode }) {
  const held = useMemo(() => new Set(props.permissions), [props.permissions]);
  return <PermissionsContext.Provider value={held}>{props.children}</PermissionsContext.Provider>;
}

export function useMay(permission: StaffPermission): boolean {
  return useContext(PermissionsContext).has(permission);
}
