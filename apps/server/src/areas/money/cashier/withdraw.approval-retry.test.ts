import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testClock } from '../../../test/member-kit.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { withdrawKit } from './withdraw.test-kit.ts';

/**
 * Every call of the provider's payout, by request id: the provider pays a request id once, so its
 * own rows cannot tell one call from a payout sent by each try of a retried transaction.
 */
const payoutCalls = vi.hoisted(() => {
  // Test files share their worker's modules: this one loads its own, so the mock below applies.
  vi.resetModules();
  return new Map<string, number>();
});
vi.mock('../payments/sandbox.provider.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../payments/sandbox.provider.ts')>();
  return {
    ...original,
    sandboxPaymentProvider: (...args: Parameters<typeof original.sandboxPaymentProvider>) => {
      const sandbox = original.sandboxPaymentProvider(...args);
      const payout = sandbox.provider.payout.bind(sandbox.provider);
      sandbox.provider.payout = (input) => {
        payoutCalls.set(input.requestId, (payoutCalls.get(input.requestId) ?? 0) + 1);
        return payout(input);
      };
      return sandbox;
    },
  };
});
const callsFor = (orderNo: string) => payoutCalls.get(`payout-${orderNo}`) ?? 0;

/**
 * Approval under database conflicts: a try the database rolls back is run again whole, and only
 * the try that commits sends the payout. Faults are planted by a trigger on the audit row, the
 * last write of the approval's transaction (after the ledger transfer), and counted by a sequence,
 * which a rollback does not undo.
 */
describe.each(dbKinds)('withdrawal approval under conflicts on %s', (kind) => {
  const clock = testClock(new Date());
  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    await allowSmallSums(t);
    await sql`create table approval_faults (target_id text primary key, errcode text not null,
                fail_first int not null, counter text not null)`.execute(t.database.db);
    await sql
      .raw(`create function approval_fault() returns trigger language plpgsql as $$
        declare p approval_faults;
        begin
          select * into p from approval_faults where target_id = new.target_id;
          if found and nextval(p.counter::regclass) <= p.fail_first then
            raise exception 'planted failure' using errcode = p.errcode;
          end if;
          return new;
        end $$`)
      .execute(t.database.db);
    await sql`create trigger approval_fault before insert on audit_log
              for each row execute function approval_fault()`.execute(t.database.db);
  });
  const kit = withdrawKit(() => t, 'wr');

  /** Makes the approval of `orderNo` fail `times` times with `errcode`; answers how many tries ran. */
  async function plant(orderNo: string, errcode: string, times: number) {
    const counter = `fault_${orderNo.toLowerCase()}`;
    await sql`create sequence ${sql.id(counter)}`.execute(t.database.db);
    await t.database.db
      .insertInto('approval_faults' as never)
      .values({ target_id: orderNo, errcode, fail_first: times, counter } as never)
      .execute();
    return async () => {
      const r = await sql<{ n: string }>`select last_value as n from ${sql.id(counter)}`.execute(
        t.database.db,
      );
      return Number(r.rows[0]?.n);
    };
  }

  it('runs an approval again after serialization failures and deadlocks, moving the money once', async () => {
    for (const errcode of ['40001', '40P01']) {
      const { member, orderNo } = await kit.pendingWithdrawal('250');
      const tries = await plant(orderNo, errcode, 2);
      const res = await kit.approve(await kit.staffToken(), orderNo);
      expect(res.statusCode, errcode).toBe(200);
      expect(res.json().value).toMatchObject({ status: 'paid', payout: { requestId: `payout-${orderNo}` } });
      expect(res.json().value.payout.providerRef).toMatch(/^SBX-P-/);
      expect(await tries()).toBe(3);
      expect(await kit.payoutTransfers(orderNo)).toHaveLength(1);
      expect(await kit.paidAtProvider(orderNo)).toHaveLength(1);
      expect(callsFor(orderNo), errcode).toBe(1);
      expect(await kit.auditRows(orderNo)).toHaveLength(1);
      expect(await kit.balance(member.token)).toMatchObject({ sumBalance: '750.00', locked: '0.00' });
    }
  });

  it('lets a failure that is no conflict through, with nothing moved or paid; a new approval then pays once', async () => {
    const { member, orderNo } = await kit.pendingWithdrawal('300');
    const tries = await plant(orderNo, 'XX000', 1);
    const admin = await kit.staffToken();
    expect((await kit.approve(admin, orderNo)).statusCode).toBe(500);
    expect(await tries()).toBe(1);
    expect(await kit.row(orderNo)).toMatchObject({ status: 'pending', payout_request_id: null });
    expect(await kit.payoutTransfers(orderNo)).toHaveLength(0);
    expect(await kit.paidAtProvider(orderNo)).toHaveLength(0);
    expect(callsFor(orderNo)).toBe(0);
    expect(await kit.balance(member.token)).toMatchObject({ sumBalance: '700.00', locked: '300.00' });

    expect((await kit.approve(admin, orderNo)).statusCode).toBe(200);
    expect(await kit.payoutTransfers(orderNo)).toHaveLength(1);
    expect(await kit.paidAtProvider(orderNo)).toHaveLength(1);
    expect(callsFor(orderNo)).toBe(1);
    expect(await kit.balance(member.token)).toMatchObject({ sumBalance: '700.00', locked: '0.00' });
  });

  it('approves and pays once whether the approval is sent twice or 50 times at once', async () => {
    const admin = await kit.staffToken();
    const twice = await kit.pendingWithdrawal('120');
    const first = await kit.approve(admin, twice.orderNo);
    const again = await kit.approve(admin, twice.orderNo);
    expect([first.statusCode, again.statusCode]).toEqual([200, 409]);
    expect(again.json().code).toBe('WITHDRAWAL_REVIEWED');

    const burst = await kit.pendingWithdrawal('400');
    const results = await Promise.all(Array.from({ length: 50 }, () => kit.approve(admin, burst.orderNo)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);

    for (const { member, orderNo } of [twice, burst]) {
      const transfers = await kit.payoutTransfers(orderNo);
      expect(transfers).toHaveLength(1);
      expect(transfers[0]?.metadata).toMatchObject({ payoutRequestId: `payout-${orderNo}` });
      const paid = await kit.paidAtProvider(orderNo);
      expect(paid).toHaveLength(1);
      expect(callsFor(orderNo)).toBe(1);
      expect(await kit.row(orderNo)).toMatchObject({ payout_ref: paid[0]?.provider_ref, payout_attempts: 0 });
      expect(await kit.auditRows(orderNo)).toHaveLength(1);
      expect((await kit.balance(member.token)).locked).toBe('0.00');
    }
  });

  // PGlite has one connection, so two transactions never wait on each other there.
  it.skipIf(kind !== 'postgres')('survives a real deadlock with another transaction', async () => {
    const { member, orderNo } = await kit.pendingWithdrawal('200');
    const db = t.database.db;
    const admin = await kit.staffToken();
    let approval: ReturnType<typeof kit.approve> | undefined;
    await db.transaction().execute(async (other) => {
      // The other side waits longer before it looks for a deadlock, so the approval is the victim.
      await sql`set local deadlock_timeout = '10s'`.execute(other);
      // 1. The other side holds the member's locked balance, which the approval's transfer needs.
      await sql`select b.account_id from ledger_balances b
                  join ledger_accounts a on a.id = b.account_id
                 where a.owner_kind = 'member' and a.owner_id = ${member.id.toString()} and a.purpose = 'locked'
                   for update of b`.execute(other);
      // 2. The approval takes the withdrawal row and waits for that balance.
      approval = kit.approve(admin, orderNo);
      for (let i = 0; i < 100; i++) {
        const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        if ((waiting.rows[0]?.n ?? 0) > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      // 3. The other side now wants the withdrawal row: a cycle. It goes on only once the database
      // has broken the cycle by rolling the approval back.
      await sql`update withdrawals set review_note = review_note where order_no = ${orderNo}`.execute(other);
    });
    const res = await approval;
    expect(res?.statusCode).toBe(200);
    expect(res?.json().value).toMatchObject({ status: 'paid' });
    expect(await kit.payoutTransfers(orderNo)).toHaveLength(1);
    expect(await kit.paidAtProvider(orderNo)).toHaveLength(1);
    expect(callsFor(orderNo)).toBe(1);
    expect(await kit.auditRows(orderNo)).toHaveLength(1);
    expect(await kit.balance(member.token)).toMatchObject({ sumBalance: '800.00', locked: '0.00' });
  });
});
