import { describe, expect, it } from 'vitest';
import {
  permissionsOf,
  ROLE_PERMISSIONS,
  rolesMay,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
} from './staff-permissions.ts';

describe('the staff role table', () => {
  it('gives the admin every permission and the auditor only reading ones', () => {
    expect(permissionsOf(['admin'])).toEqual([...STAFF_PERMISSIONS]);
    const auditor = permissionsOf(['auditor']);
    expect(auditor.filter((p) => p !== 'session' && !p.endsWith('.read'))).toEqual([]);
    expect(auditor).toContain('audit.read');
    expect(rolesMay(['auditor'], 'cashier.decide')).toBe(false);
  });

  it('adds up the permissions of several roles and ignores names it does not know', () => {
    expect(rolesMay(['content'], 'cashier.decide')).toBe(false);
    expect(rolesMay(['content', 'finance'], 'cashier.decide')).toBe(true);
    expect(rolesMay(['superuser'], 'cashier.read')).toBe(false);
    expect(permissionsOf(['superuser'])).toEqual(['session']);
  });

  it('lets everyone signed in reach their own session, and names only known permissions', () => {
    expect(rolesMay([], 'session')).toBe(true);
    expect(rolesMay([], 'lottery.read')).toBe(false);
    for (const role of STAFF_ROLES) {
      for (const p of ROLE_PERMISSIONS[role]) expect(STAFF_PERMISSIONS).toContain(p);
    }
  });

  it('keeps staff management to the admin, with the auditor reading the staff list', () => {
    const holders = (p: 'staff.read' | 'staff.manage') => STAFF_ROLES.filter((r) => rolesMay([r], p));
    expect(holders('staff.manage')).toEqual(['admin']);
    expect(holders('staff.read')).toEqual(['admin', 'auditor']);
  });
});
