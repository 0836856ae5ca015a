import { STAFF_PERMISSIONS } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { brandId } from '../../../test/brand-kit.ts';
import { caller } from '../../../test/member-kit.ts';
import { staffSignIn } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { DEMO_ROLE_STAFF } from './demo-staff.ts';

describe.each(dbKinds)('staff sessions and the audit log on %s', (kind) => {
  const t = suiteApp(kind);
  beforeAll(async () => {
    await t.database.db
      .insertInto('staff')
      .values({
        username: 'finance1',
        password_hash: await hashPassword('Staff@1234', TEST_COST),
        roles: ['finance'],
      })
      .execute();
  });
  const call = caller(() => t);
  /** Both steps of a sign-in; answers the session token. */
  const staffLogin = async (username: string, password: string, ip = '10.7.0.1') =>
    (await staffSignIn(() => t, username, password, ip)).token;
  const passwordStep = (username: string, password: string, ip: string) =>
    call('POST', '/bo/api/session/login', { payload: { username, password }, ip });

  it('signs the seeded admin in with an opaque token stored hashed', async () => {
    const first = (await passwordStep('admin', 'Admin@1234', '10.7.0.2')).json().value;
    expect(first).toEqual({ next: 'enrol', challenge: expect.any(String) });
    const token = await staffLogin('admin', 'Admin@1234');
    const me = await call('GET', '/bo/api/session/me', { token });
    expect(me.json().value).toMatchObject({ username: 'admin', roles: ['admin'], merchantId: null });
    expect(me.json().value.permissions).toEqual([...STAFF_PERMISSIONS]);
    const rows = await t.database.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('seeds one operator per other role, each on the demo brand', async () => {
    const demo = await brandId(t.database.db, 'demo');
    for (const who of DEMO_ROLE_STAFF) {
      const token = await staffLogin(who.username, who.password, '10.7.4.1');
      const me = (await call('GET', '/bo/api/session/me', { token })).json().value;
      expect(me, who.username).toMatchObject({ roles: who.roles, merchantId: demo });
    }
    expect(DEMO_ROLE_STAFF.flatMap((w) => w.roles).sort()).toEqual([
      'agent_manager',
      'auditor',
      'content',
      'customer_service',
      'finance',
      'risk',
    ]);
  });

  it('refuses wrong credentials and bad input, and logs the failed attempt', async () => {
    const res = await passwordStep('admin', 'wrong', '10.7.1.1');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('STAFF_LOGIN_FAILED');
    expect((await call('POST', '/bo/api/session/login', { payload: { username: 'admin' } })).statusCode).toBe(
      400,
    );
    const failed = await selectWhere(t.database.db, 'audit_log', { action: 'staff.login_failed' })
      .select(['action', 'ip'])
      .execute();
    expect(failed).toContainEqual({ action: 'staff.login_failed', ip: '10.7.1.1' });
  });

  it('ends a staff session at logout, both logged', async () => {
    const token = await staffLogin('admin', 'Admin@1234', '10.7.2.1');
    const out = await call('DELETE', '/bo/api/session/logout', { token, ip: '10.7.2.1' });
    expect(out.statusCode).toBe(200);
    const after = await call('GET', '/bo/api/session/me', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('STAFF_UNAUTHORIZED');
    const actions = (
      await selectWhere(t.database.db, 'audit_log', { ip: '10.7.2.1' })
        .select(['action', 'ip'])
        .orderBy('id')
        .execute()
    ).map((r) => r.action);
    expect(actions).toEqual(['staff.login', 'staff.logout']);
  });

  it('keeps member and staff tokens apart', async () => {
    const staff = await staffLogin('admin', 'Admin@1234');
    expect((await call('GET', '/wps/member/info', { token: staff })).statusCode).toBe(401);
    const member = (
      await call('POST', '/wps/session/login', {
        payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
        ip: '10.7.3.1',
      })
    ).json().value.token;
    expect((await call('GET', '/bo/api/session/me', { token: member })).statusCode).toBe(401);
  });

  it('shows the audit log to admins only', async () => {
    const admin = await staffLogin('admin', 'Admin@1234');
    const finance = await staffLogin('finance1', 'Staff@1234');
    const log = await call('GET', '/bo/api/audit?targetType=staff', { token: admin });
    expect(log.statusCode).toBe(200);
    expect(log.json().value.length).toBeGreaterThan(0);
    expect(log.json().value[0]).toMatchObject({ targetType: 'staff', at: expect.any(String) });
    const denied = await call('GET', '/bo/api/audit', { token: finance });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('STAFF_FORBIDDEN');
  });

  it('limits staff login attempts per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await passwordStep('admin', 'bad', '10.7.9.9')).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});
