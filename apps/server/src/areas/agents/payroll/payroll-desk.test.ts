import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { type Account, agentsKit } from '../agents/agents.test-kit.ts';
import { runPayrollPeriod } from './payroll-run.ts';
import { periodOf } from './periods.ts';

describe.each(dbKinds)('the payroll desk on %s', (kind) => {
  let t: TestContext;
  const kit = agentsKit(() => t, 'pdk');
  const vendor = walletKit(() => t);
  let manager = '';
  let sub: Account;
  let runId = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    let top: Account;
    [top, sub] = (await kit.chain([1, 2], 100_000n)) as [Account, Account];
    const id = await kit.offered(top, sub, 'daily', 100);
    await kit.contract(sub.token, 'daily', { action: 'accept', contractId: id });
    const merchantId = await kit.merchantId();
    await vendor.settledRound({
      merchantId,
      memberId: sub.id,
      stake: 250_000n,
      roundId: `pdk-${Date.now()}`,
    });
    const period = periodOf('D', new Date(), 'UTC');
    await runPayrollPeriod(t.database.db, { merchantId, type: 'daily', period });
    manager = await kit.staffWith(['agent_manager']);
  }, 180_000);
  afterAll(async () => t?.close());

  const get = (url: string, token = manager) => kit.call('GET', url, { token });
  const rerun = (id: string, token = manager) =>
    kit.call('POST', `/bo/api/payroll/runs/${id}/rerun`, { token });

  it('lists the runs with what each paid, and the statements of one', async () => {
    const runs = (await get('/bo/api/payroll/runs?type=daily')).json().value;
    expect(runs.list[0]).toMatchObject({ type: 'daily', status: 'done', paid: 1, total: '25.00' });
    runId = runs.list[0].id;
    const statements = (
      await get(`/bo/api/payroll/statements?runId=${runId}&username=${sub.username}`)
    ).json().value;
    expect(statements).toMatchObject({
      total: 1,
      list: [{ downline: sub.username, amount: '25.00', runId }],
    });
    const one = await get(`/bo/api/payroll/statements/${statements.list[0].id}`);
    expect(one.json().value).toMatchObject({ validBet: '2500.00', rateBps: 100 });
    expect((await get('/bo/api/payroll/statements/999999999')).json().code).toBe('NOT_FOUND');
    const csv = await get(`/bo/api/payroll/statements.csv?runId=${runId}`);
    expect(csv.body).toContain(sub.username);
    expect((await get('/bo/api/payroll/runs.csv')).headers['content-type']).toContain('text/csv');
  });

  it('refuses bad filters and a rerun of a finished run', async () => {
    expect((await get('/bo/api/payroll/runs?type=weekly')).statusCode).toBe(400);
    expect((await rerun(runId)).json().code).toBe('PAYROLL_RUN_DONE');
    expect((await rerun('999999999')).json().code).toBe('NOT_FOUND');
    const auditor = await kit.staffWith(['auditor']);
    expect((await rerun(runId, auditor)).json().code).toBe('STAFF_FORBIDDEN');
  });

  it('reruns a run left open once, however many staff ask at once; nothing is paid twice', async () => {
    const db = t.database.db;
    await db
      .updateTable('payroll_runs')
      .set({ status: 'running', failed: 1 })
      .where('id', '=', BigInt(runId))
      .execute();
    const transfers = async () =>
      (await selectWhere(db, 'payroll_statements', { downline_id: sub.id }).select('transfer_id').execute())
        .length;
    const before = await transfers();
    const answers = await Promise.all([rerun(runId), rerun(runId)]);
    const outcomes = answers.map((r) => (r.statusCode === 200 ? r.json().value.status : r.json().code));
    expect(outcomes.every((o) => o === 'done' || o === 'PAYROLL_RUN_DONE')).toBe(true);
    expect(outcomes).toContain('done');
    expect(await transfers()).toBe(before);
    const logged = await selectWhere(db, 'audit_log', { action: 'payroll.rerun' })
      .select('target_id')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });
});
