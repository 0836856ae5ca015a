import { beforeAll, describe, expect, it } from 'vitest';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { csvLines, lastExport } from '../../../test/csv-download.ts';
import { caller, demoMember } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

describe.each(dbKinds)('manual adjustments as CSV on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  let signIns = 0;
  const withRoles = (name: string, roles: string[], merchant: number | null = null) =>
    staffKit(() => t, `10.63.1.${++signIns}`).withRoles(name, roles, merchant);
  const tokens = { maker: '', checker: '' };
  const made: string[] = [];
  let memberId = '';
  let otherMember = '';

  beforeAll(async () => {
    tokens.maker = await withRoles('exp63_maker', ['finance']);
    tokens.checker = await withRoles('exp63_checker', ['finance']);
    memberId = String(await demoMember(t, 'exp63member'));
    otherMember = String(await demoMember(t, 'exp63other'));
    const ask = async (member: string, direction: string, amount: string, reason: string) => {
      const res = await call('POST', '/bo/api/finance/adjustments', {
        token: tokens.maker,
        payload: { memberId: member, direction, amount, reason },
      });
      made.push(res.json().value.id);
      return res.json().value.id as string;
    };
    const approved = await ask(memberId, 'credit', '150000', 'goodwill, "VIP"');
    await call('POST', `/bo/api/finance/adjustments/${approved}/approve`, { token: tokens.checker });
    await ask(memberId, 'debit', '2500', '=SUM(A1)');
    await ask(otherMember, 'credit', '100', 'other member');
  });

  it("writes the list's adjustments for its filters, newest first, and logs the export", async () => {
    const res = await call('GET', `/bo/api/finance/adjustments.csv?memberId=${memberId}`, {
      token: tokens.maker,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="adjustments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csvLines(res);
    expect(lines[0]).toBe(
      'id,merchantId,memberId,memberUsername,currency,direction,amountMinor,reason,status,makerId,approverId,rejectReason,transferId,createdAt,decidedAt',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([made[1], made[0]]);
    // A formula is written as text; a comma or a quote is quoted.
    expect(lines[1]).toContain(",debit,2500,'=SUM(A1),pending,");
    expect(lines[2]).toContain(',credit,150000,"goodwill, ""VIP""",approved,');
    const pending = csvLines(
      await call('GET', `/bo/api/finance/adjustments.csv?status=pending&memberId=${memberId}`, {
        token: tokens.checker,
      }),
    );
    expect(pending.slice(1).map((l) => l.split(',')[0])).toEqual([made[1]]);
    expect(await lastExport(t.database.db)).toMatchObject({
      target_id: 'moneyConsole.adjustmentsCsv',
      after: { filters: { status: 'pending', memberId } },
    });
  });

  it("keeps a brand's staff to their brand and refuses roles without cashier.read", async () => {
    const other = await copyDemoBrand(t.database.db, 'exp63brand');
    const brandFinance = await withRoles('exp63_brand', ['finance'], other.id);
    const theirs = await call('GET', `/bo/api/finance/adjustments.csv?memberId=${memberId}`, {
      token: brandFinance,
    });
    expect(csvLines(theirs)).toHaveLength(1);
    const auditor = await withRoles('exp63_auditor', ['auditor']);
    expect((await call('GET', '/bo/api/finance/adjustments.csv', { token: auditor })).statusCode).toBe(200);
    const cs = await withRoles('exp63_cs', ['customer_service']);
    expect((await call('GET', '/bo/api/finance/adjustments.csv', { token: cs })).statusCode).toBe(403);
    expect(
      (await call('GET', '/bo/api/finance/adjustments.csv?status=nope', { token: auditor })).statusCode,
    ).toBe(400);
  });
});
