import { beforeAll, describe, expect, it } from 'vitest';
import { caller, testClock } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { riskKit } from './withdrawal-risk.test-kit.ts';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe.each(dbKinds)('the withdrawal list as CSV on %s', (kind) => {
  const t = suiteApp(kind, { now: testClock(NOW).now });
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.62.0.1');
  const kit = riskKit(() => t, 'csvw');
  let finance = '';
  let flagged = '';
  let clean = '';
  let paid = '';

  beforeAll(async () => {
    finance = await staff.withRoles('csv_finance', ['finance']);
    const a = await kit.member();
    await kit.deposit(a, 500_00n, daysAgo(10));
    await kit.login(a, daysAgo(2), { ip: '203.0.113.40' });
    const mate = await kit.member();
    await kit.login(mate, daysAgo(3), { ip: '203.0.113.40' });
    flagged = await kit.withdrawal(a, { at: daysAgo(2), accountId: await kit.account(a, daysAgo(3)) });

    const b = await kit.member();
    const acct = await kit.account(b, daysAgo(60));
    paid = await kit.withdrawal(b, { at: daysAgo(20), accountId: acct, status: 'paid', amount: 300_00n });
    clean = await kit.withdrawal(b, { at: daysAgo(1), accountId: acct, amount: 1_234_56n });
  });

  const csv = (query: string, token = finance) =>
    call('GET', `/bo/api/finance/withdrawals.csv?username=csvw&${query}`, { token });
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  it('streams the filtered list with each row’s flags, in the list’s order', async () => {
    const res = await csv('status=pending');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="withdrawals-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = lines(res.body);
    expect(header?.split(',')).toEqual([
      'orderNo',
      'createdAt',
      'merchantId',
      'memberId',
      'username',
      'amount',
      'currency',
      'status',
      'receivingAddress',
      'flags',
      'turnover',
      'deposits',
      'turnoverMultiple',
      'accountAddedAt',
      'sharedMembers',
    ]);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((r) => r.split(','));
    expect(first?.[0]).toBe(flagged);
    expect(first?.[9]).toBe('turnover|newAccount|sharedAccess');
    expect(first?.slice(10, 13)).toEqual(['0.00', '500.00', '1']);
    expect(first?.[14]).toBe('1');
    expect(second?.[0]).toBe(clean);
    expect(second?.[5]).toBe('1234.56');
    expect(second?.[9]).toBe('');
  });

  it('applies the amount and date filters, and refuses bad ones', async () => {
    const big = lines((await csv('minAmount=1000')).body).slice(1);
    expect(big.map((r) => r.split(',')[0])).toEqual([clean]);
    const old = lines((await csv(`to=${daysAgo(15).toISOString().slice(0, 10)}`)).body).slice(1);
    expect(old.map((r) => r.split(',')[0])).toEqual([paid]);
    expect((await csv('minAmount=9&maxAmount=1')).statusCode).toBe(400);
    expect((await csv('status=unknown')).statusCode).toBe(400);
  });

  it('is for the roles that read the cashier', async () => {
    const auditor = await staff.withRoles('csv_auditor', ['auditor']);
    expect((await csv('', auditor)).statusCode).toBe(200);
    const content = await staff.withRoles('csv_content', ['content']);
    expect((await csv('', content)).statusCode).toBe(403);
  });
});
