import type { StaffPermission } from '@pf/shared';

export type NavGroup =
  | 'reports'
  | 'identity'
  | 'money'
  | 'brand'
  | 'games'
  | 'lottery'
  | 'content'
  | 'rewards'
  | 'agents';

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
  { path: 'dashboard', label: 'reports.nav', group: 'reports', permission: 'reports.read' },
  { path: 'audit', label: 'nav.audit', group: 'identity', permission: 'audit.read' },
  { path: 'kyc', label: 'nav.kyc', group: 'identity', permission: 'kyc.read' },
  { path: 'members', label: 'members.nav.members', group: 'identity', permission: 'members.read' },
  { path: 'staff', label: 'staff.nav', group: 'identity', permission: 'staff.read' },
  { path: 'withdrawals', label: 'nav.withdrawals', group: 'money', permission: 'cashier.read' },
  { path: 'deposits', label: 'nav.deposits', group: 'money', permission: 'cashier.read' },
  { path: 'adjustments', label: 'members.nav.adjustments', group: 'money', permission: 'cashier.read' },
  { path: 'brands', label: 'brands.nav', group: 'brand', permission: 'brands.read' },
  { path: 'agents', label: 'agentTree.nav', group: 'agents', permission: 'members.read' },
  { path: 'payroll', label: 'payrollDesk.nav', group: 'agents', permission: 'payroll.read' },
  {
    path: 'payroll-statements',
    label: 'payrollDesk.statementsNav',
    group: 'agents',
    permission: 'payroll.read',
  },
  { path: 'lottery/draws', label: 'lotteryOps.nav.draws', group: 'lottery', permission: 'lottery.read' },
  {
    path: 'lottery/holidays',
    label: 'lotteryOps.nav.holidays',
    group: 'lottery',
    permission: 'lottery.read',
  },
  { path: 'games', label: 'gamesOps.nav', group: 'games', permission: 'content.read' },
  { path: 'vendors', label: 'gamesOps.vendors.nav', group: 'games', permission: 'vendors.manage' },
  { path: 'banners', label: 'contentOps.nav.banners', group: 'content', permission: 'content.read' },
  { path: 'notices', label: 'contentOps.nav.notices', group: 'content', permission: 'content.read' },
  { path: 'help-articles', label: 'contentOps.nav.help', group: 'content', permission: 'content.read' },
  { path: 'site-links', label: 'contentOps.nav.links', group: 'content', permission: 'content.read' },
  { path: 'support-chat', label: 'supportDesk.nav', group: 'content', permission: 'support.read' },
  { path: 'feedback', label: 'feedbackDesk.nav', group: 'content', permission: 'messages.read' },
  { path: 'messages', label: 'messageDesk.nav', group: 'content', permission: 'messages.read' },
  { path: 'promotions', label: 'rewardsOps.nav', group: 'rewards', permission: 'rewards.read' },
];

export const NAV_GROUPS: readonly NavGroup[] = [
  'reports',
  'identity',
  'money',
  'brand',
  'games',
  'lottery',
  'content',
  'rewards',
  'agents',
];

/** Each area heading's text key. */
export const NAV_GROUP_LABELS: Record<NavGroup, string> = {
  reports: 'reports.group',
  identity: 'nav.groups.identity',
  money: 'nav.groups.money',
  brand: 'brands.group',
  games: 'gamesOps.group',
  agents: 'agentTree.group',
  lottery: 'lotteryOps.group',
  content: 'contentOps.group',
  rewards: 'rewardsOps.group',
};

/** The screens a staff member holding `permissions` may open, in menu order. */
export function allowedItems(permissions: readonly StaffPermission[]): NavItem[] {
  return NAV_ITEMS.filter((item) => permissions.includes(item.permission));
}
