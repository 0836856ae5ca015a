import type { StaffPermission } from '@pf/shared';

export type NavGroup = 'identity' | 'money';

/** A screen of the console: its path under /bo, its name's text key, and the permission it needs. */
export interface NavItem {
  path: string;
  label: string;
  group: NavGroup;
  permission: StaffPermission;
}

/**
 * Every screen, grouped by the area it belongs to. The permission is the one the screen's read
 * call needs (shared staff-permissions table), so a role sees exactly the screens it can load.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: 'audit', label: 'nav.audit', group: 'identity', permission: 'audit.read' },
  { path: 'kyc', label: 'nav.kyc', group: 'identity', permission: 'kyc.read' },
  { path: 'withdrawals', label: 'nav.withdrawals', group: 'money', permission: 'cashier.read' },
  { path: 'deposits', label: 'nav.deposits', group: 'money', permission: 'cashier.read' },
];

export const NAV_GROUPS: readonly NavGroup[] = ['identity', 'money'];

/** The screens a staff member holding `permissions` may open, in menu order. */
export function allowedItems(permissions: readonly StaffPermission[]): NavItem[] {
  return NAV_ITEMS.filter((item) => permissions.includes(item.permission));
}
