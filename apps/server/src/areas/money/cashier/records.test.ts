import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/member-kit.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { createLedger, houseAccount, memberAccount, paymentClearing } from '../ledger/ledger.service.ts';
import { cashierKit } from './cashier.test-kit.ts';

/** Wednesday: today from the 25th, this week from Monday the 23rd, half month from the 16th. */
const NOW = '2026-03-25T10:00:00Z';

describe.each(dbKinds)('transaction history, profit and loss and bonus details on %s', (kind) => {
  const clock = testClock(new Date(NOW));
  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    await allowSmallSums(t);
  });
  const kit = cashierKit(() => t, 'rc');
  const { call } = kit;

  /**
   * Transfers are immutable and stamped by the database clock; to place one in a period the test
   * rewrites its time with triggers off, inside one transaction so no other statement sees it.
   */
  async function backdate(id: bigint, at: string) {
    await t.database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      // The table's type forbids writing created_at, as its trigger does: hence raw SQL.
      await sql`update ledger_transfers set created_at = ${new Date(at)} where id = ${id}`.execute(trx);
    });
  }

  /** A member with one movement of every kind, each in its own period. */
  async function memberWithHistory() {
    const m = await kit.member();
    const mid = await kit.merchantId();
    const ledger = createLedger(t.database.db);
    const cash = memberAccount(mid, m.id, 'VND', 'cash');
    const house = houseAccount(mid, 'VND');
    const ids: Record<string, bigint> = {};
    const step = async (name: string, input: Parameters<typeof ledger.transfer>[0]) => {
      ids[name] = (await ledger.transfer(input)).id;
    };
    const base = { merchantId: mid, idempotencyKey: '' };
    // A deposit as the cashier books a paid order.
    await step('deposit', {
      ...base,
      debit: paymentClearing(mid, 'sandbox', 'VND'),
      credit: cash,
      amount: 100_000n,
      kind: 'deposit',
      reference: `D${m.id}0000001`,
      idempotencyKey: `deposit:rc-${m.id}`,
    });
    await step('old', {
      ...base,
      debit: house,
      credit: cash,
      amount: 500n,
      kind: 'deposit',
      reference: 'LAST-MONTH',
      idempotencyKey: `rc-old-${m.id}`,
    });
    await step('bet', {
      ...base,
      debit: cash,
      credit: house,
      amount: 20_000n,
      kind: 'bet',
      reference: 'ROUND-1',
      idempotencyKey: `rc-bet-${m.id}`,
    });
    await step('win', {
      ...base,
      debit: house,
      credit: cash,
      amount: 35_000n,
      kind: 'payout',
      reference: 'ROUND-1',
      idempotencyKey: `rc-win-${m.id}`,
    });
    await step('bonus', {
      ...base,
      debit: house,
      credit: memberAccount(mid, m.id, 'VND', 'bonus'),
      amount: 5_000n,
      kind: 'promo_bonus',
      reference: 'WELCOME',
      idempotencyKey: `rc-bonus-${m.id}`,
    });
    await kit.setPaymentPassword(m.token);
    const w = await call('POST', '/wps/cashier/withdraw', {
      token: m.token,
      payload: { amount: '100', paymentPassword: '123456', bankAccountId: await kit.savedAccount(m) },
    });
    expect(w.statusCode).toBe(200);
    const wd = await t.database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('reference', '=', w.json().value.orderNo)
      .executeTakeFirstOrThrow();
    ids.withdraw = wd.id;

    await backdate(ids.old as bigint, '2026-02-28T23:59:59Z');
    await backdate(ids.deposit as bigint, '2026-03-01T00:00:00Z');
    await backdate(ids.bet as bigint, '2026-03-16T00:00:00Z');
    await backdate(ids.win as bigint, '2026-03-23T00:00:00Z');
    await backdate(ids.bonus as bigint, '2026-03-25T00:00:00Z');
    await backdate(ids.withdraw as bigint, '2026-03-25T09:00:00Z');
    return m;
  }

  type Row = { type: string; kind: string; amount: string; wallet: string; reference: string | null };
  const history = async (token: string, query: string) => {
    const res = await call('GET', `/wps/cashier/transactions?${query}`, { token });
    expect(res.statusCode, query).toBe(200);
    return res.json().value as { list: Row[]; pageNo: number; totalPages: number; total: number };
  };
  const shape = (list: Row[]) => list.map((r) => `${r.type} ${r.amount}`);

  it('lists the movements of the period, newest first, signed from the member side', async () => {
    const m = await memberWithHistory();
    expect(shape((await history(m.token, 'period=D')).list)).toEqual(['withdraw -100.00', 'bonus 50.00']);
    expect(shape((await history(m.token, 'period=W')).list)).toEqual([
      'withdraw -100.00',
      'bonus 50.00',
      'win 350.00',
    ]);
    expect(shape((await history(m.token, 'period=H')).list)).toEqual([
      'withdraw -100.00',
      'bonus 50.00',
      'win 350.00',
      'bet -200.00',
    ]);
    const month = await history(m.token, 'period=M');
    expect(shape(month.list)).toEqual([
      'withdraw -100.00',
      'bonus 50.00',
      'win 350.00',
      'bet -200.00',
      'deposit 1000.00',
    ]);
    expect(month.list[1]).toMatchObject({ kind: 'promo_bonus', wallet: 'BONUS', reference: 'WELCOME' });
    expect(month.list[4]).toMatchObject({ kind: 'deposit', wallet: 'MAIN', reference: `D${m.id}0000001` });
    // The default period is today.
    expect((await history(m.token, '')).total).toBe(2);

    // Another member's movements never show; an opening balance is not a deposit.
    const other = await kit.member({ balance: 1_000n });
    expect(shape((await history(other.token, 'period=M')).list)).toEqual(['other 10.00']);
  });

  it('filters by type and pages', async () => {
    const m = await memberWithHistory();
    expect(shape((await history(m.token, 'period=M&type=bet')).list)).toEqual(['bet -200.00']);
    expect(shape((await history(m.token, 'period=M&type=deposit')).list)).toEqual(['deposit 1000.00']);
    expect((await history(m.token, 'period=M&type=transfer')).list).toEqual([]);
    expect((await history(m.token, 'period=M&type=')).total).toBe(5);

    const p1 = await history(m.token, 'period=M&pageSize=2&pageNo=1');
    const p3 = await history(m.token, 'period=M&pageSize=2&pageNo=3');
    expect(p1).toMatchObject({ pageNo: 1, totalPages: 3, total: 5 });
    expect(shape(p1.list)).toEqual(['withdraw -100.00', 'bonus 50.00']);
    expect(shape(p3.list)).toEqual(['deposit 1000.00']);
    expect((await history(m.token, 'period=M&pageSize=2&pageNo=4')).list).toEqual([]);

    for (const bad of ['period=X', 'type=jackpot', 'pageSize=101', 'pageNo=0']) {
      const res = await call('GET', `/wps/cashier/transactions?${bad}`, { token: m.token });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await call('GET', '/wps/cashier/transactions')).statusCode).toBe(401);
  });

  it('sums profit and loss per period', async () => {
    const m = await memberWithHistory();
    const profit = async (period: string) =>
      (await call('GET', `/wps/cashier/profit?period=${period}`, { token: m.token })).json().value;
    expect(await profit('M')).toEqual({
      deposit: '1000.00',
      withdraw: '100.00',
      bet: '200.00',
      win: '350.00',
      bonus: '50.00',
      profit: '200.00',
    });
    expect(await profit('W')).toEqual({
      deposit: '0.00',
      withdraw: '100.00',
      bet: '0.00',
      win: '350.00',
      bonus: '50.00',
      profit: '400.00',
    });
    expect(await profit('D')).toMatchObject({ win: '0.00', bonus: '50.00', profit: '50.00' });
  });

  it('lists bonus details of the period', async () => {
    const m = await memberWithHistory();
    // Signed in with 'remember me' (one day), so the member is still signed in past midnight below.
    const token = (
      await call('POST', '/wps/session/login', {
        payload: { username: m.username, password: 'Secret@123', type: 'username', rememberMe: true },
        ip: '10.38.0.1',
      })
    ).json().value.token as string;
    const bonus = async (query: string) =>
      (await call('GET', `/wps/cashier/bonus?${query}`, { token })).json().value;
    const month = await bonus('period=M');
    expect(month).toMatchObject({ total: 1, totalPages: 1 });
    expect(month.list).toEqual([
      expect.objectContaining({
        name: 'promo_bonus',
        reference: 'WELCOME',
        amount: '50.00',
        status: 'credited',
        createdAt: '2026-03-25T00:00:00.000Z',
      }),
    ]);
    expect((await bonus('period=M&pageNo=2')).list).toEqual([]);
    // Just past midnight.
    clock.advance(14.5 * 3600_000);
    expect((await bonus('period=D')).list).toEqual([]);
    expect((await bonus('period=W')).total).toBe(1);
  });

  it('keeps demo (trial) accounts out of the records', async () => {
    const trial = (await call('POST', '/wps/session/login/freeplay', { payload: {}, ip: '10.35.0.1' })).json()
      .value.token;
    const res = await call('GET', '/wps/cashier/transactions?period=D', { token: trial });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('DEMO_ACCOUNT');
  });
});
