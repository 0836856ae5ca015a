import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { csvLines, lastExport, measuredDownload } from '../../../test/csv-download.ts';
import { caller, demoMember } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

/**
 * Enough members for a couple of hundred keyset pages. The million-row proof of the streaming itself
 * is the audit export's (audit-export.test.ts); a million members here cost the suite a minute more
 * for the same code path.
 */
const ROWS = 200_000;
const HEADER =
  'id,merchantId,username,nickname,phone,status,withdrawalsFrozen,vipLevel,uplineId,registeredAt,lastLoginAt,lastLoginIp';

describe.each(dbKinds)('the member search as CSV on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  let signIns = 0;
  const withRoles = (name: string, roles: string[], merchant: number | null = null) =>
    staffKit(() => t, `10.60.1.${++signIns}`).withRoles(name, roles, merchant);
  let admin: string;
  let big: number;
  let base: string;

  beforeAll(async () => {
    const db = t.database.db;
    admin = await staffKit(() => t, '10.60.0.1').login();
    big = (await copyDemoBrand(db, 'exp60big')).id;
    // Members of a brand of their own, one a second back from now, newest the first. The rows are
    // written with the triggers off: the registration figures are not what is tested, and as many
    // upserts of one day's row took minutes. Analysed after, as the autovacuum would.
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`insert into members (merchant_id, username, nickname, password_hash, created_at)
        select ${big}, 'bulk60_' || n, 'Bulk ' || n, 'x', now() - make_interval(secs => n)
        from generate_series(1, ${ROWS}::int) n`.execute(trx);
    });
    await sql`analyze members`.execute(db);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 300_000);

  it("writes the members the search's filters find, newest first, and logs who took it with the filters", async () => {
    const older = await demoMember(t, 'exp60_anna', { created_at: '2026-01-01T00:00:00Z', status: 'locked' });
    const newer = await demoMember(t, 'exp60_binh', { created_at: '2026-02-01T00:00:00Z', vip_level: 3 });
    await demoMember(t, 'other60_chi', { created_at: '2026-02-02T00:00:00Z' });
    const all = await call('GET', '/bo/api/members.csv?username=EXP60_', { token: admin, ip: '10.60.0.1' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csvLines(all);
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      `${newer},${await demoBrand()},exp60_binh`,
      `${older},${await demoBrand()},exp60_anna`,
    ]);
    expect(lines[1]).toContain(',active,false,3,,2026-02-01T00:00:00.000Z,,');

    const locked = await call('GET', '/bo/api/members.csv?username=exp60_&status=locked', { token: admin });
    expect(
      csvLines(locked)
        .slice(1)
        .map((l) => l.split(',')[2]),
    ).toEqual(['exp60_anna']);

    const entry = await lastExport(t.database.db);
    expect(entry).toMatchObject({
      action: 'export.csv',
      target_type: 'csv_export',
      target_id: 'memberConsole.exportCsv',
      after: { filters: { username: 'exp60_', status: 'locked' } },
    });
    const adminId = await t.database.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(entry?.staff_id).toBe(adminId.id);
  });

  it("keeps a brand's staff to their brand's members and refuses roles that cannot read members", async () => {
    const cs = await withRoles('exp60_cs', ['customer_service']);
    expect((await call('GET', '/bo/api/members.csv?username=exp60_', { token: cs })).statusCode).toBe(200);
    const brandRisk = await withRoles('exp60_brand', ['risk'], big);
    const theirs = await call('GET', '/bo/api/members.csv?username=exp60_', { token: brandRisk });
    expect(csvLines(theirs)).toEqual([HEADER]);
    const content = await withRoles('exp60_content', ['content']);
    const refused = await call('GET', '/bo/api/members.csv', { token: content });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STAFF_FORBIDDEN');
    expect((await lastExport(t.database.db))?.target_id).toBe('memberConsole.exportCsv');
    const bad = await call('GET', '/bo/api/members.csv?phone=12', { token: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('streams every member of a big brand once, in bounded memory', async () => {
    const got = await measuredDownload(
      `${base}/bo/api/members.csv?merchantId=${big}`,
      { authorization: `Bearer ${admin}`, 'x-forwarded-for': '10.60.0.1' },
      ROWS,
    );
    expect(got.tail).toBe('');
    expect(got.lines).toBe(ROWS + 1);
    expect(got.first?.split(',')[2]).toBe('bulk60_1');
    // About 24 MB of text; streaming holds a page of rows and a chunk at a time.
    expect(got.growth).toBeLessThan(8 * 1024 * 1024);
  }, 300_000);

  async function demoBrand() {
    const row = await t.database.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    return row.id;
  }
});
