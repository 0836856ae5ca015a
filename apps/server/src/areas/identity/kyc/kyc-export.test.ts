import { beforeAll, describe, expect, it } from 'vitest';
import { brandId, copyDemoBrand } from '../../../test/brand-kit.ts';
import { csvLines, lastExport } from '../../../test/csv-download.ts';
import { caller, demoMember } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

describe.each(dbKinds)('the KYC queue as CSV on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  let signIns = 0;
  const withRoles = (name: string, roles: string[], merchant: number | null = null) =>
    staffKit(() => t, `10.62.1.${++signIns}`).withRoles(name, roles, merchant);
  const ids: Record<string, bigint> = {};
  let admin: string;

  const verification = async (
    username: string,
    status: 'P' | 'A',
    submittedAt: string,
    merchant?: number,
  ) => {
    const id = await demoMember(t, username, merchant === undefined ? {} : { merchant_id: merchant });
    ids[username] = id;
    const member = await t.database.db
      .selectFrom('members')
      .select('merchant_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('member_kyc')
      .values({
        member_id: id,
        merchant_id: member.merchant_id,
        status,
        id_type: 1,
        personal: JSON.stringify({ payeename: `Name, ${username}`, birthday: '1990-01-02' }),
        submitted_at: submittedAt,
      })
      .execute();
  };

  beforeAll(async () => {
    admin = await staffKit(() => t, '10.62.0.1').login();
    const other = await copyDemoBrand(t.database.db, 'kyc62other');
    // Two submissions within one millisecond: ordered by the database's own time, to the microsecond.
    await verification('kyc62_b', 'P', '2026-05-02T00:00:00.000123Z');
    await verification('kyc62_a', 'P', '2026-05-01T00:00:00Z');
    await verification('kyc62_c', 'P', '2026-05-02T00:00:00.000456Z');
    await verification('kyc62_done', 'A', '2026-04-01T00:00:00Z');
    await verification('kyc62_other', 'P', '2026-05-03T00:00:00Z', other.id);
  });

  it('writes the verifications of one status, oldest submission first, and logs who took it', async () => {
    const res = await call('GET', '/bo/api/kyc.csv?status=P', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kyc-P-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csvLines(res).filter((l, i) => i === 0 || l.includes('kyc62_'));
    expect(lines[0]).toBe('memberId,merchantId,username,status,idType,personal,submittedAt,reviewedAt,note');
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual([
      'kyc62_a',
      'kyc62_b',
      'kyc62_c',
      'kyc62_other',
    ]);
    // The personal info as JSON (keys in the database's order), quoted for its commas and quotes.
    expect(lines[1]).toContain(
      `,"{""birthday"":""1990-01-02"",""payeename"":""Name, kyc62_a""}",2026-05-01T00:00:00.000Z,`,
    );
    const approved = csvLines(await call('GET', '/bo/api/kyc.csv?status=A', { token: admin }));
    expect(approved.filter((l) => l.includes('kyc62_')).map((l) => l.split(',')[2])).toEqual(['kyc62_done']);
    expect(await lastExport(t.database.db)).toMatchObject({
      target_type: 'csv_export',
      target_id: 'members.kycQueueCsv',
      after: { filters: { status: 'A' } },
    });
  });

  it("keeps a brand's reviewers to their brand and refuses roles without kyc.read", async () => {
    const demo = await brandId(t.database.db);
    const brandRisk = await withRoles('kyc62_brand', ['risk'], demo);
    const theirs = csvLines(await call('GET', '/bo/api/kyc.csv', { token: brandRisk }));
    expect(theirs.filter((l) => l.includes('kyc62_')).map((l) => l.split(',')[2])).toEqual([
      'kyc62_a',
      'kyc62_b',
      'kyc62_c',
    ]);
    const cs = await withRoles('kyc62_cs', ['customer_service']);
    expect((await call('GET', '/bo/api/kyc.csv', { token: cs })).statusCode).toBe(200);
    const finance = await withRoles('kyc62_finance', ['finance']);
    expect((await call('GET', '/bo/api/kyc.csv', { token: finance })).statusCode).toBe(403);
    expect((await call('GET', '/bo/api/kyc.csv?status=X', { token: admin })).statusCode).toBe(400);
  });
});
