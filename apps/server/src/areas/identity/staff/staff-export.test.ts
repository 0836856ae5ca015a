import { beforeAll, describe, expect, it } from 'vitest';
import { brandId, copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

/** The CSV's lines without the byte-order mark and the empty line after the last row. */
const linesOf = (body: string) => body.replace('\uFEFF', '').split('\r\n').slice(0, -1);

describe.each(dbKinds)('the staff list as CSV on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.57.0.1');
  let admin = '';
  let demo = 0;
  let other = 0;
  beforeAll(async () => {
    admin = await staff.login();
    demo = await brandId(t.database.db);
    other = (await copyDemoBrand(t.database.db, 'sx-other')).id;
    await staff.withRoles('sx_fin_demo', ['finance'], demo);
    await staff.withRoles('sx_fin_other', ['finance'], other);
    await staff.withRoles('sx_risk_demo', ['risk', 'customer_service'], demo);
  });
  const exportOf = (token: string, query: string) => call('GET', `/bo/api/staff.csv?${query}`, { token });

  it('streams every operator the filters match, in id order, as a download', async () => {
    const res = await exportOf(admin, 'username=SX_&role=finance');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="staff-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = linesOf(res.body);
    expect(header).toBe('id,username,roles,status,brands,totpEnrolled,createdAt,lastLoginAt');
    expect(rows.map((row) => row.split(',')[1])).toEqual(['sx_fin_demo', 'sx_fin_other']);
    // Signed in once through both steps: enrolled, with a sign-in time; the brand by its code.
    expect(rows[1]).toMatch(/^\d+,sx_fin_other,finance,active,sx-other,true,\d{4}-[^,]+,\d{4}-[^,]+$/);
    const both = linesOf((await exportOf(admin, 'username=sx_risk')).body);
    expect(both[1]).toMatch(/^\d+,sx_risk_demo,risk customer_service,active,\w+,true,/);
    expect(linesOf((await exportOf(admin, 'username=sx_&status=disabled')).body)).toHaveLength(1);
  });

  it("keeps a brand admin's export to the staff of their brand, and refuses a role without staff.read", async () => {
    const brandAdmin = await staff.withRoles('sx_admin_other', ['admin'], other);
    const names = linesOf((await exportOf(brandAdmin, 'username=sx_')).body).map((l) => l.split(',')[1]);
    expect(names).toEqual(['username', 'sx_fin_other', 'sx_admin_other']);
    const auditor = await staff.withRoles('sx_auditor', ['auditor']);
    expect((await exportOf(auditor, 'role=risk')).statusCode).toBe(200);
    const finance = await staff.login('sx_fin_demo', 'Staff@1234');
    const refused = await exportOf(finance, '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STAFF_FORBIDDEN');
  });

  it('refuses a filter the list refuses', async () => {
    expect((await exportOf(admin, 'role=owner')).statusCode).toBe(400);
    expect((await exportOf(admin, 'status=gone')).statusCode).toBe(400);
  });
});
