/**
 * Who in an operator's staff may do what: the one table the server's guards read (each back-office
 * contract names the permission it needs) and the console reads to hide what a role may not do.
 * Decision 0021 explains the cut.
 */

/** The roles an operator gives their staff; a staff member may hold several. */
export const STAFF_ROLES = [
  'admin',
  'finance',
  'risk',
  'content',
  'agent_manager',
  'customer_service',
  'auditor',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a back-office call does, named by the work: `.read` permissions only look, the others change
 * something. A call needs exactly one.
 */
export const STAFF_PERMISSIONS = [
  /** The staff member's own session (who am I, sign out): held by everyone signed in, roles or not. */
  'session',
  /** The sandbox mailbox, SMS and captcha outboxes (never served in production). */
  'sandbox.read',
  'audit.read',
  /** Staff accounts and their sessions: `staff.read` lists them, `staff.manage` creates and changes them. */
  'staff.read',
  'staff.manage',
  'kyc.read',
  'kyc.decide',
  /** Find members and read a member's page: profile, balances, ledger, bets, logins, notes. */
  'members.read',
  /** Write a note on a member's page. */
  'members.notes',
  /** Send a member the password reset link or code the player site sends. */
  'members.password',
  /** Lock, unlock or freeze a member (their withdrawals too). */
  'members.status',
  'members.vip',
  'cashier.read',
  'cashier.decide',
  /**
   * The risk flags of pending withdrawals: turnover against deposits, new payout accounts, addresses
   * and devices shared with other members (docs/withdrawal-risk.md).
   */
  'risk.read',
  /** Ask for a manual credit or debit of a member's balance (the maker). */
  'money.adjust',
  /** Approve or reject another staff member's manual adjustment (the checker). */
  'money.adjust.approve',
  /** Banners, notices, help, site links, promotions and the points mall's rewards. */
  'content.read',
  'content.write',
  'messages.read',
  'messages.send',
  'support.read',
  'support.reply',
  /** Bonus rules, missions, rebate rates, points rules and redemptions: what rewards pay out. */
  'rewards.read',
  'rewards.write',
  'activity.read',
  'activity.decide',
  /** A brand's set-up: domains, languages, look, registration form, modules, maintenance, regions. */
  'brands.read',
  'brands.write',
  /** Brand money settings, referral and VIP rules. */
  'settings.read',
  'settings.write',
  /** Vendor connections: their credentials are secrets, so there is no read-only view. */
  'vendors.manage',
  'lottery.read',
  'lottery.results',
  'lottery.void',
  'lottery.calendar',
  /** Payroll runs and their statements, and the agent tree's reports. */
  'payroll.read',
  'payroll.run',
  /** Move a member, with its downline, to another upline. */
  'agents.manage',
  /** The dashboard and reports: figures of the brand, no member's details. */
  'reports.read',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const EVERY_ROLE: readonly StaffPermission[] = ['session', 'sandbox.read', 'lottery.read'];
const SIGNED_IN: readonly StaffPermission[] = ['session'];

/** Each role's permissions. An admin holds them all; the auditor every `.read` one and nothing else. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  admin: STAFF_PERMISSIONS,
  finance: [
    ...EVERY_ROLE,
    'members.read',
    'members.notes',
    'cashier.read',
    'cashier.decide',
    'risk.read',
    'money.adjust',
    'money.adjust.approve',
    'rewards.read',
    'rewards.write',
    'activity.read',
    'activity.decide',
    'lottery.void',
    'lottery.calendar',
    'payroll.read',
    'payroll.run',
    'reports.read',
  ],
  risk: [
    ...EVERY_ROLE,
    'kyc.read',
    'kyc.decide',
    'members.read',
    'members.notes',
    'members.password',
    'members.status',
    'members.vip',
    // Risk reads the cashier queues to judge a withdrawal's flags; finance makes the decision.
    'cashier.read',
    'risk.read',
    'lottery.results',
    'lottery.void',
    'lottery.calendar',
  ],
  content: [
    ...EVERY_ROLE,
    'content.read',
    'content.write',
    'messages.read',
    'messages.send',
    'support.read',
    'support.reply',
    'activity.read',
    'activity.decide',
    'lottery.results',
  ],
  // Agents are members: their managers look up an agent's line and downline.
  agent_manager: [...EVERY_ROLE, 'members.read', 'payroll.read', 'payroll.run', 'agents.manage'],
  customer_service: [
    ...EVERY_ROLE,
    'kyc.read',
    'members.read',
    'members.notes',
    'members.password',
    'messages.read',
    'messages.send',
    'support.read',
    'support.reply',
  ],
  auditor: [...EVERY_ROLE, ...STAFF_PERMISSIONS.filter((p) => p.endsWith('.read'))],
};

const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** Every permission the roles hold together (unknown role names hold none). */
export function permissionsOf(roles: readonly string[]): StaffPermission[] {
  const held = new Set([...SIGNED_IN, ...roles.filter(isRole).flatMap((role) => ROLE_PERMISSIONS[role])]);
  return STAFF_PERMISSIONS.filter((p) => held.has(p));
}

/** Whether staff holding `roles` may make a call that needs `permission`. */
export function rolesMay(roles: readonly string[], permission: StaffPermission): boolean {
  return (
    SIGNED_IN.includes(permission) ||
    roles.some((role) => isRole(role) && ROLE_PERMISSIONS[role].includes(permission))
  );
}
