import type { ContractType } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPostgres } from '../../../db/kysely.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { createLedger, houseAccount, memberAccount, reconcileLedger } from '../../money/index.ts';
import { agentsKit } from '../agents/agents.test-kit.ts';
import { settledRounds } from './payroll.test-kit.ts';
import { runPayrollPeriod } from './payroll-run.ts';
import type { RunPeriod } from './payroll-runs.repository.ts';
import { payrollSchedule } from './payroll-schedule.ts';
import { periodOf } from './periods.ts';

const TZ = 'Asia/Ho_Chi_Minh';
/** The worked daily example of docs/payroll.md, as the contracts module stores tiers. */
const DAILY = [
  { minValidBet: '1000000', minActiveMembers: 5, rate: 50 },
  { minValidBet: '5000000', minActiveMembers: 10, rate: 80 },
  { minValidBet: '20000000', minActiveMembers: 20, rate: 120 },
];
/** The worked dividend example: the threshold is the base (profit after the carried loss). */
const DIVIDEND = [
  { minValidBet: '1', minActiveMembers: 5, rate: 1000 },
  { minValidBet: '10000000', minActiveMembers: 10, rate: 2000 },
];
const day = (date: string): RunPeriod => periodOf('D', new Date(`${date}T12:00:00+07:00`), TZ);

describe.each(dbKinds)('payroll runs on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = agentsKit(() => t, 'pr');
  const db = () => t.database.db;
  let mid = 0;

  beforeAll(async () => {
    mid = await kit.merchantId();
    await db().updateTable('merchants').set({ time_zone: TZ }).where('id', '=', mid).execute();
  });

  const cash = async (memberId: bigint) =>
    (await createLedger(db()).balance(memberAccount(mid, memberId, 'VND', 'cash'))).balance;
  const house = async () => (await createLedger(db()).balance(houseAccount(mid, 'VND'))).balance;

  /** A contract in force from `from` until `to` (null: still in force). */
  async function contract(
    up: bigint,
    down: bigint,
    type: ContractType,
    tiers: object[],
    from: string,
    to: string | null = null,
    period: 'D' | 'W' | 'H' | 'M' | null = type === 'daily' ? 'D' : null,
  ) {
    const row = await db()
      .insertInto('agent_contracts')
      .values({
        merchant_id: mid,
        contract_type: type,
        upline_id: up,
        downline_id: down,
        status: to ? 'terminated' : 'active',
        tiers: JSON.stringify(tiers),
        rate: 2000,
        period,
        offered_at: from,
        decided_at: from,
        valid_from: from,
        valid_to: to,
        end_reason: to ? 'terminated' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const round = settledRounds(() => t, 'pr');
  /** A settled vendor round: the triggers put it in the hourly statistics. */
  const bet = (memberId: bigint, at: string, stake: bigint, win = 0n) =>
    round({ merchantId: mid, memberId, at, stake, win });

  /** top (type 1) → upline (type 2, funded) → downline agent → 12 members. */
  async function tree() {
    const [top, up, down] = await kit.chain([1, 2, 2]);
    if (!top || !up || !down) throw new Error('chain');
    await createLedger(db()).transfer({
      merchantId: mid,
      debit: houseAccount(mid, 'VND'),
      credit: memberAccount(mid, up.id, 'VND', 'cash'),
      amount: 10_000_000n,
      kind: 'deposit',
      idempotencyKey: `pr-fund-${up.id}`,
    });
    const members = [];
    for (let i = 0; i < 12; i++) members.push(await kit.member({ uplineId: down.id }));
    return { top, up, down, members };
  }

  /** 62,345.67 of valid bet from 12 active members on the given local day (12:00). */
  async function workedDay(members: { id: bigint }[], date: string) {
    for (const [i, m] of members.entries()) {
      await bet(m.id, `${date}T12:00:00+07:00`, i === 0 ? 734_567n : 500_000n);
    }
  }

  const statements = (contractId: bigint) =>
    db().selectFrom('payroll_statements').selectAll().where('contract_id', '=', contractId).execute();

  it('pays the worked daily example once: 498.76 from the upline, the upline paid by the house', async () => {
    const { top, up, down, members } = await tree();
    const given = await contract(up.id, down.id, 'daily', DAILY, '2026-03-01T00:00:00Z');
    const mine = await contract(
      top.id,
      up.id,
      'daily',
      [{ minValidBet: '0', minActiveMembers: 0, rate: 100 }],
      '2026-03-01T00:00:00Z',
    );
    await workedDay(members, '2026-03-10');
    const before = { up: await cash(up.id), down: await cash(down.id), house: await house() };
    const period = day('2026-03-10');
    const r = await runPayrollPeriod(db(), { merchantId: mid, type: 'daily', period });
    expect(r).toMatchObject({ ran: true, failed: 0 });
    const [s] = await statements(given);
    expect(s).toMatchObject({
      valid_bet: 6_234_567n,
      active_members: 12,
      rate_bps: 80,
      amount: 49_876n,
      paid_by: 'upline',
      period_label: '2026-03-10',
      tier: { minValidBet: '5000000', minActiveMembers: 10, rateBps: 80 },
    });
    expect(s?.transfer_id).not.toBeNull();
    const [paidUp] = await statements(mine);
    expect(paidUp).toMatchObject({ amount: 62_345n, paid_by: 'house' });
    expect(await cash(down.id)).toBe(before.down + 49_876n);
    expect(await cash(up.id)).toBe(before.up + 62_345n - 49_876n);
    expect(await house()).toBe(before.house - 62_345n);

    // A rerun of the finished period, and a run forced past the finished flag, pay nothing more.
    expect(await runPayrollPeriod(db(), { merchantId: mid, type: 'daily', period })).toMatchObject({
      ran: false,
    });
    await db()
      .updateTable('payroll_runs')
      .set({ status: 'running' })
      .where('period_from', '=', period.from)
      .execute();
    expect(await runPayrollPeriod(db(), { merchantId: mid, type: 'daily', period })).toMatchObject({
      ran: true,
      paid: 0,
    });
    expect(await statements(given)).toHaveLength(1);
    expect(await cash(down.id)).toBe(before.down + 49_876n);
  });

  it('pays nothing on a contract that ended before the period, and one that began after it', async () => {
    const { up, down, members } = await tree();
    const ended = await contract(
      up.id,
      down.id,
      'daily',
      DAILY,
      '2026-03-01T00:00:00Z',
      '2026-03-05T00:00:00Z',
    );
    const later = await contract(up.id, members[0]!.id, 'daily', DAILY, '2026-03-20T00:00:00Z');
    await workedDay(members, '2026-03-11');
    const before = await cash(down.id);
    await runPayrollPeriod(db(), { merchantId: mid, type: 'daily', period: day('2026-03-11') });
    expect(await statements(ended)).toEqual([]);
    expect(await statements(later)).toEqual([]);
    expect(await cash(down.id)).toBe(before);
  });

  it('carries a dividend loss into the next periods: 0, then 9,000.00, then 30,000.00', async () => {
    const { top, up, members } = await tree();
    const id = await contract(top.id, up.id, 'dividend', DIVIDEND, '2026-03-01T00:00:00Z', null, 'D');
    for (const m of members) {
      await bet(m.id, '2026-03-12T10:00:00+07:00', 100_000n, 350_000n);
      await bet(m.id, '2026-03-13T10:00:00+07:00', 1_000_000n);
      await bet(m.id, '2026-03-14T10:00:00+07:00', 1_250_000n);
    }
    const before = await cash(up.id);
    for (const d of ['2026-03-12', '2026-03-13', '2026-03-14']) {
      await runPayrollPeriod(db(), { merchantId: mid, type: 'dividend', period: day(d) });
    }
    const rows = (await statements(id)).sort((a, b) => a.period_from.getTime() - b.period_from.getTime());
    expect(rows.map((r) => [r.profit_loss, r.carry_in, r.base, r.rate_bps, r.amount, r.carry_out])).toEqual([
      [-3_000_000n, 0n, -3_000_000n, 0, 0n, -3_000_000n],
      [12_000_000n, -3_000_000n, 9_000_000n, 1000, 900_000n, 0n],
      [15_000_000n, 0n, 15_000_000n, 2000, 3_000_000n, 0n],
    ]);
    expect(await cash(up.id)).toBe(before + 3_900_000n);
    // A monthly run does not touch a contract settled by the day.
    const month = periodOf('M', new Date('2026-03-12T00:00:00Z'), TZ);
    await runPayrollPeriod(db(), { merchantId: mid, type: 'dividend', period: month });
    expect(await statements(id)).toHaveLength(3);
  });

  it('leaves a contract whose payer is short of cash unpaid and the period open; the schedule pays it later', async () => {
    const [top, up, down] = await kit.chain([1, 2, 2]);
    const m = await kit.member({ uplineId: down!.id });
    const id = await contract(
      up!.id,
      down!.id,
      'daily',
      [{ minValidBet: '0', minActiveMembers: 0, rate: 100 }],
      '2026-03-01T00:00:00Z',
    );
    await bet(m.id, '2026-03-15T09:00:00+07:00', 1_000_000n);
    const period = day('2026-03-15');
    const closed = new Date('2026-03-16T00:00:40+07:00');
    expect(
      await runPayrollPeriod(db(), { merchantId: mid, type: 'daily', period, now: closed }),
    ).toMatchObject({
      failed: 1,
    });
    expect(await statements(id)).toEqual([]);
    await createLedger(db()).transfer({
      merchantId: mid,
      debit: houseAccount(mid, 'VND'),
      credit: memberAccount(mid, up!.id, 'VND', 'cash'),
      amount: 10_000n,
      kind: 'deposit',
      idempotencyKey: `pr-late-${up!.id}`,
    });
    // The schedule runs the open period again a few minutes later.
    await payrollSchedule({ db: db(), now: () => new Date('2026-03-16T00:05:00+07:00') }).tick();
    const run = await db()
      .selectFrom('payroll_runs')
      .selectAll()
      .where('period_from', '=', period.from)
      .where('contract_type', '=', 'daily')
      .where('merchant_id', '=', mid)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'done', failed: 0 });
    expect((await statements(id))[0]?.amount).toBe(10_000n);
    expect(top).toBeDefined();
  });

  it('pays real-time slices on the hour so far, each the rise since the slice before', async () => {
    const { top, down, members } = await tree();
    const id = await contract(
      top.id,
      down.id,
      'realtime',
      [{ minValidBet: '10000', minActiveMembers: 1, rate: 20 }],
      '2026-03-01T00:00:00Z',
    );
    const slice = (from: string): RunPeriod => {
      const f = new Date(from);
      return { kind: '5m', from: f, to: new Date(f.getTime() + 300_000), label: f.toISOString() };
    };
    await bet(members[0]!.id, '2026-03-16T12:07:31Z', 123_499n);
    await runPayrollPeriod(db(), {
      merchantId: mid,
      type: 'realtime',
      period: slice('2026-03-16T12:05:00Z'),
    });
    await bet(members[1]!.id, '2026-03-16T12:11:00Z', 100_000n);
    await runPayrollPeriod(db(), {
      merchantId: mid,
      type: 'realtime',
      period: slice('2026-03-16T12:10:00Z'),
    });
    const rows = (await statements(id)).sort((a, b) => a.period_from.getTime() - b.period_from.getTime());
    // 1,234.99 at 0.20% is 2.46; then the hour holds 2,234.99: 4.46 in all, 2.00 more.
    expect(rows.map((r) => [r.valid_bet, r.amount])).toEqual([
      [123_499n, 246n],
      [223_499n, 200n],
    ]);
  });

  it('shows statements to the payer and the payee and to nobody else', async () => {
    const { top, up, down, members } = await tree();
    const given = await contract(up.id, down.id, 'daily', DAILY, '2026-03-01T00:00:00Z');
    await workedDay(members, '2026-03-17');
    await runPayrollPeriod(db(), { merchantId: mid, type: 'daily', period: day('2026-03-17') });
    const list = async (token: string, role: 'payer' | 'payee') => {
      const res = await kit.call('GET', `/wps/relay/MCS2_getPayrollStatements?role=${role}&type=daily`, {
        token,
      });
      expect(res.statusCode).toBe(200);
      return res.json().value.list as {
        contractId: string;
        amount: string;
        upline: string;
        downline: string;
      }[];
    };
    const asPayer = await list(up.token, 'payer');
    expect(asPayer).toEqual([
      expect.objectContaining({ contractId: String(given), amount: '498.76', downline: down.username }),
    ]);
    expect(await list(down.token, 'payee')).toEqual(asPayer);
    expect(await list(down.token, 'payer')).toEqual([]);
    expect(await list(up.token, 'payee')).toEqual([]);
    for (const other of [top, members[0]!]) {
      expect(await list(other.token, 'payer')).toEqual([]);
      expect(await list(other.token, 'payee')).toEqual([]);
    }
    const bad = await kit.call('GET', '/wps/relay/MCS2_getPayrollStatements?role=boss', { token: up.token });
    expect(bad.statusCode).toBe(400);
  });

  it.skipIf(kind !== 'postgres')('pays once when two instances run the same period at once', async () => {
    const { top, up, down, members } = await tree();
    const given = await contract(up.id, down.id, 'daily', DAILY, '2026-03-01T00:00:00Z');
    const mine = await contract(top.id, up.id, 'daily', DAILY, '2026-03-01T00:00:00Z');
    await workedDay(members, '2026-03-18');
    const name = (
      await db()
        .selectNoFrom((eb) => eb.fn<string>('current_database').as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const others: DbHandle[] = [openPostgres(url.toString(), 4), openPostgres(url.toString(), 4)];
    try {
      const before = await cash(down.id);
      const period = day('2026-03-18');
      // Two instances (their own pools), each starting five runs of the period at once.
      const results = await Promise.all(
        others.flatMap((h) =>
          Array.from({ length: 5 }, () => runPayrollPeriod(h.db, { merchantId: mid, type: 'daily', period })),
        ),
      );
      expect(results.every((r) => r.failed === 0)).toBe(true);
      expect(results.reduce((n, r) => n + r.paid, 0)).toBe(2);
      expect(await statements(given)).toHaveLength(1);
      expect(await statements(mine)).toHaveLength(1);
      expect(await cash(down.id)).toBe(before + 49_876n);
    } finally {
      await Promise.all(others.map((h) => h.close()));
    }
  });

  it('a schedule tick after a local midnight pays the day that closed; the next tick pays nothing more', async () => {
    const { up, down, members } = await tree();
    const given = await contract(up.id, down.id, 'daily', DAILY, '2026-03-01T00:00:00Z');
    await workedDay(members, '2026-03-19');
    const schedule = payrollSchedule({ db: db(), now: () => new Date('2026-03-20T00:01:00+07:00') });
    await schedule.tick();
    await schedule.tick();
    expect((await statements(given)).map((s) => [s.period_label, s.amount])).toEqual([
      ['2026-03-19', 49_876n],
    ]);
  });

  it('leaves the ledger reconciled', async () => {
    expect((await reconcileLedger(db())).problems).toEqual([]);
  });
});
