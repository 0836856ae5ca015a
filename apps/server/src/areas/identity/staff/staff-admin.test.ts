import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { brandId, copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller } from '../../../test/member-kit.ts';
import { STAFF_PASSWORD, staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

describe.each(dbKinds)('staff management on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.43.0.1');
  let admin = '';
  let demo = 0;
  let other = 0;
  beforeAll(async () => {
    admin = await staff.login();
    demo = await brandId(t.database.db);
    other = (await copyDemoBrand(t.database.db, 'sa-other')).id;
  });
  const create = (token: string, body: object) =>
    call('POST', '/bo/api/staff', { token, payload: body, ip: '10.43.0.2' });
  const auditOf = (action: string, targetId: string) =>
    selectWhere(t.database.db, 'audit_log', { action, target_id: targetId })
      .select(['before', 'after', 'staff_id'])
      .orderBy('id', 'desc')
      .executeTakeFirst();

  it('creates an operator with a strong password, roles and brands, logged; refuses a weak password or a taken name', async () => {
    const res = await create(admin, {
      username: 'sa_fin',
      password: 'Strong@123',
      roles: ['finance'],
      brands: [demo],
    });
    expect(res.statusCode).toBe(200);
    const made = res.json().value;
    expect(made).toMatchObject({ username: 'sa_fin', roles: ['finance'], status: 'active', brands: [demo] });
    expect((await auditOf('staff.create', made.id))?.after).toMatchObject({
      username: 'sa_fin',
      brands: [demo],
    });
    expect(JSON.stringify((await auditOf('staff.create', made.id))?.after)).not.toContain('argon2');
    const weak = await create(admin, {
      username: 'sa_weak',
      password: 'password1',
      roles: ['finance'],
      brands: null,
    });
    expect(weak.statusCode).toBe(400);
    const taken = await create(admin, {
      username: 'SA_FIN',
      password: 'Strong@123',
      roles: ['risk'],
      brands: null,
    });
    expect(taken.json().code).toBe('STAFF_USERNAME_TAKEN');
    const token = await staff.login('sa_fin', 'Strong@123');
    const me = (await call('GET', '/bo/api/session/me', { token })).json().value;
    expect(me).toMatchObject({ roles: ['finance'], merchantId: demo, allBrands: false });
    expect(me.brands.map((b: { id: number }) => b.id)).toEqual([demo]);
    // The platform operator works on every brand, and may switch to any of them.
    const platform = (await call('GET', '/bo/api/session/me', { token: admin })).json().value;
    expect(platform).toMatchObject({ merchantId: null, allBrands: true });
    expect(platform.brands.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([demo, other]));
  });

  it('lists staff by username, role and status; a brand admin sees their brand only', async () => {
    await create(admin, {
      username: 'sa_other_cs',
      password: 'Strong@123',
      roles: ['customer_service'],
      brands: [other],
    });
    const list = async (token: string, q: string) =>
      ((await call('GET', `/bo/api/staff?${q}`, { token })).json().value as { username: string }[]).map(
        (s) => s.username,
      );
    expect(await list(admin, 'username=SA_')).toEqual(expect.arrayContaining(['sa_fin', 'sa_other_cs']));
    expect(await list(admin, 'role=customer_service&username=sa_')).toEqual(['sa_other_cs']);
    expect(await list(admin, 'status=disabled&username=sa_')).toEqual([]);
    const brandAdmin = await staff.withRoles('sa_brand_admin', ['admin'], demo);
    const seen = await list(brandAdmin, 'limit=500');
    expect(seen).toContain('sa_fin');
    expect(seen).not.toContain('sa_other_cs');
    expect(seen).not.toContain('admin');
    const hidden = (await list(admin, 'username=sa_other_cs'))[0];
    expect(hidden).toBe('sa_other_cs');
  });

  it('disables an operator (their sessions end, sign-in refused) and enables them again', async () => {
    const token = await staff.withRoles('sa_risk', ['risk'], demo);
    const id = (await call('GET', '/bo/api/session/me', { token })).json().value.staffId;
    const off = await call('POST', `/bo/api/staff/${id}/status`, {
      token: admin,
      payload: { status: 'disabled' },
    });
    expect(off.json().value.status).toBe('disabled');
    expect((await call('GET', '/bo/api/session/me', { token })).statusCode).toBe(401);
    const login = await call('POST', '/bo/api/session/login', {
      payload: { username: 'sa_risk', password: STAFF_PASSWORD },
    });
    expect(login.json().code).toBe('STAFF_LOGIN_FAILED');
    expect(await auditOf('staff.disable', id)).toMatchObject({
      before: expect.objectContaining({ status: 'active' }),
      after: expect.objectContaining({ status: 'disabled', sessionsEnded: 1 }),
    });
    await call('POST', `/bo/api/staff/${id}/status`, { token: admin, payload: { status: 'active' } });
    expect(await staff.login('sa_risk', STAFF_PASSWORD)).toEqual(expect.any(String));
  });

  it("resets an operator's password: their sessions end and only the new one signs in", async () => {
    const token = await staff.withRoles('sa_pw', ['content'], demo);
    const id = (await call('GET', '/bo/api/session/me', { token })).json().value.staffId;
    const weak = await call('POST', `/bo/api/staff/${id}/password`, {
      token: admin,
      payload: { password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const res = await call('POST', `/bo/api/staff/${id}/password`, {
      token: admin,
      payload: { password: 'Renewed#2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/bo/api/session/me', { token })).statusCode).toBe(401);
    const old = await call('POST', '/bo/api/session/login', {
      payload: { username: 'sa_pw', password: STAFF_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    expect(await staff.login('sa_pw', 'Renewed#2026')).toEqual(expect.any(String));
    expect((await auditOf('staff.password_reset', id))?.after).toMatchObject({ sessionsEnded: 1 });
  });

  it('assigns roles, and keeps an admin from locking themselves out', async () => {
    const token = await staff.withRoles('sa_roles', ['content'], demo);
    const id = (await call('GET', '/bo/api/session/me', { token })).json().value.staffId;
    const res = await call('POST', `/bo/api/staff/${id}/roles`, {
      token: admin,
      payload: { roles: ['risk', 'finance'] },
    });
    expect(res.json().value.roles).toEqual(['risk', 'finance']);
    expect((await call('GET', '/bo/api/session/me', { token })).json().value.roles).toEqual([
      'risk',
      'finance',
    ]);
    expect((await auditOf('staff.roles', id))?.before).toMatchObject({ roles: ['content'] });
    const self = (await call('GET', '/bo/api/session/me', { token: admin })).json().value.staffId;
    const drop = await call('POST', `/bo/api/staff/${self}/roles`, {
      token: admin,
      payload: { roles: ['finance'] },
    });
    expect(drop.json().code).toBe('STAFF_SELF_LOCKOUT');
    const off = await call('POST', `/bo/api/staff/${self}/status`, {
      token: admin,
      payload: { status: 'disabled' },
    });
    expect(off.json().code).toBe('STAFF_SELF_LOCKOUT');
    expect((await call('GET', '/bo/api/session/me', { token: admin })).json().value.roles).toEqual(['admin']);
  });

  it('gives an operator several brands to switch between, and only their own', async () => {
    const token = await staff.withRoles('sa_multi', ['finance'], demo);
    const id = (await call('GET', '/bo/api/session/me', { token })).json().value.staffId;
    const set = await call('POST', `/bo/api/staff/${id}/brands`, {
      token: admin,
      payload: { brands: [other, demo] },
    });
    expect(set.json().value.brands).toEqual([demo, other].sort((a, b) => a - b));
    const me = (await call('GET', '/bo/api/session/me', { token })).json().value;
    expect(me.merchantId).toBe(demo);
    expect(me.brands.map((b: { code: string }) => b.code).sort()).toEqual(['demo', 'sa-other']);
    const switched = await call('POST', '/bo/api/session/brand', { token, payload: { merchantId: other } });
    expect(switched.json().value.merchantId).toBe(other);
    expect((await call('GET', '/bo/api/session/me', { token })).json().value.merchantId).toBe(other);
    const third = (await copyDemoBrand(t.database.db, 'sa-third')).id;
    const refused = await call('POST', '/bo/api/session/brand', { token, payload: { merchantId: third } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STAFF_BRAND_NOT_ALLOWED');
    const everyBrand = await call('POST', '/bo/api/session/brand', { token, payload: { merchantId: null } });
    expect(everyBrand.json().code).toBe('STAFF_BRAND_NOT_ALLOWED');
    // Taking the brand away moves the session back to the operator's home brand.
    await call('POST', `/bo/api/staff/${id}/brands`, { token: admin, payload: { brands: [demo] } });
    expect((await call('GET', '/bo/api/session/me', { token })).json().value.merchantId).toBe(demo);
  });

  it("keeps a brand admin's grants inside their own brands", async () => {
    const brandAdmin = await staff.withRoles('sa_grant_admin', ['admin'], demo);
    const outside = await create(brandAdmin, {
      username: 'sa_x',
      password: 'Strong@123',
      roles: ['risk'],
      brands: [other],
    });
    expect(outside.json().code).toBe('STAFF_BRAND_NOT_ALLOWED');
    const every = await create(brandAdmin, {
      username: 'sa_x',
      password: 'Strong@123',
      roles: ['risk'],
      brands: null,
    });
    expect(every.json().code).toBe('STAFF_BRAND_NOT_ALLOWED');
    const inside = await create(brandAdmin, {
      username: 'sa_x',
      password: 'Strong@123',
      roles: ['risk'],
      brands: [demo],
    });
    expect(inside.json().value.brands).toEqual([demo]);
    const platformId = (await call('GET', '/bo/api/session/me', { token: admin })).json().value.staffId;
    const hidden = await call('POST', `/bo/api/staff/${platformId}/roles`, {
      token: brandAdmin,
      payload: { roles: [] },
    });
    expect(hidden.json().code).toBe('STAFF_NOT_FOUND');
  });
});
