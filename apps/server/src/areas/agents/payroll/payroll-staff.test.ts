import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { type Account, agentsKit } from '../agents/agents.test-kit.ts';

describe.each(dbKinds)('payroll run by staff on %s', (kind) => {
  let t: TestContext;
  const kit = agentsKit(() => t, 'pst');
  const vendor = walletKit(() => t);
  let top: Account;
  let sub: Account;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [top, sub] = (await kit.chain([1, 2], 100_000n)) as [Account, Account];
    const id = await kit.offered(top, sub, 'daily', 100);
    const accepted = await kit.contract(sub.token, 'daily', { action: 'accept', contractId: id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const merchantId = await kit.merchantId();
    await vendor.settledRound({
      merchantId,
      memberId: sub.id,
      stake: 250_000n,
      roundId: `pst-${Date.now()}`,
    });
  }, 180_000);
  afterAll(async () => t?.close());

  const run = (token: string, payload: object) =>
    kit.call('POST', '/bo/api/payroll/run', { headers: { authorization: `Bearer ${token}` }, payload });

  it('closes the running day early, pays each contract once, and records who ran it', async () => {
    const staff = await kit.staffToken();
    const first = await run(staff, { type: 'daily', current: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      merchantCode: 'demo',
      type: 'daily',
      periodKind: 'D',
      ran: true,
    });
    expect(first.json().value.paid).toBeGreaterThanOrEqual(1);
    // Again: the contract has its statement for the day; nothing is paid twice.
    expect((await run(staff, { type: 'daily', current: true })).json().value).toMatchObject({ paid: 0 });
    // The day is left open for the schedule (no finished run), which pays nothing twice either.
    const runs = await selectWhere(t.database.db, 'payroll_runs', { contract_type: 'daily' })
      .select('status')
      .where('period_from', '=', new Date(first.json().value.periodFrom))
      .execute();
    expect(runs.filter((r) => r.status === 'done')).toEqual([]);
    // Both sides read the statement: 1% of 2,500.00 of valid bet.
    const statement = { upline: top.username, downline: sub.username, validBet: '2500.00', amount: '25.00' };
    const payee = await kit.call('GET', '/wps/relay/MCS2_getPayrollStatements?role=payee', {
      token: sub.token,
    });
    expect(payee.json().value.list).toMatchObject([statement]);
    const payer = await kit.call('GET', '/wps/relay/MCS2_getPayrollStatements?role=payer', {
      token: top.token,
    });
    expect(payer.json().value.list).toMatchObject([statement]);
    const audit = await selectWhere(t.database.db, 'audit_log', { action: 'payroll.run' })
      .select(['action', 'target_type'])
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('is for staff only', async () => {
    const res = await kit.call('POST', '/bo/api/payroll/run', {
      token: top.token,
      payload: { type: 'daily' },
    });
    expect([401, 403]).toContain(res.statusCode);
    const none = await kit.call('POST', '/bo/api/payroll/run', { payload: { type: 'daily' } });
    expect(none.statusCode).toBe(401);
  });
});
