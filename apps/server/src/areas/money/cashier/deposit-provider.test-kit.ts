import { createHmac } from 'node:crypto';
import { formatMinorPlain } from '@pf/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { testClock } from '../../../test/member-kit.ts';
import { suiteApp, type TestContext } from '../../../test/test-app.ts';
import type { DbKind } from '../../../test/test-db.ts';
import { cashierKit } from './cashier.test-kit.ts';

// Suites in one process share the variable: the first sets it, the others sign with what it holds.
process.env.PAYMENT_SANDBOX_SECRET ??= 'test-sandbox-secret';
/** The sandbox key the platform derives each sandbox provider's own key from. */
export const SANDBOX_SECRET = process.env.PAYMENT_SANDBOX_SECRET;

/** A sandbox provider's signing key, derived from the sandbox key as the platform derives it. */
export const providerKey = (provider: 'vietqr' | 'momo' | 'usdt') =>
  createHmac('sha256', SANDBOX_SECRET).update(provider).digest('hex');

/** `n` copies of a request sent at once, as a provider's retries or a burst would arrive. */
export const atOnce = (n: number, send: () => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: n }, send));

/** What each answer of a callback burst said: its HTTP status and the outcome it reports. */
export const answered = (answers: LightMyRequestResponse[]) =>
  answers.map((a) => ({ status: a.statusCode, result: a.json().value?.result as string | undefined }));

/** How many answers reported each outcome. */
export function tally(answers: LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, result } of answered(answers)) {
    const key = `${status} ${result}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * A deposit provider's suite on one database: a test app on a clock the tests move, fresh members,
 * orders placed through the cashier, and what an order's callbacks did to the order and the ledger.
 */
export function depositSuite(kind: DbKind, prefix: string) {
  const clock = testClock(new Date());
  const t = suiteApp(kind, { now: clock.now });
  const kit = cashierKit(() => t, prefix);
  const { call } = kit;

  /** The id of the deposit method with this code, as the member's cashier lists it. */
  async function methodId(token: string, code: string): Promise<string> {
    const list = (await call('GET', '/wps/cashier/deposit/methods', { token })).json().value as Array<{
      id: string;
      code: string;
    }>;
    return list.find((m) => m.code === code)?.id as string;
  }

  /** Asks for a deposit through the method with this code; answers the raw response. */
  async function ask(token: string, code: string, amount: string) {
    return call('POST', '/wps/cashier/deposit', {
      token,
      payload: { methodId: await methodId(token, code), amount, returnUrl: '/?member=depositv2' },
    });
  }

  /** A deposit order the cashier accepted. */
  async function order<T>(token: string, code: string, amount: string): Promise<T> {
    const res = await ask(token, code, amount);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as T;
  }

  /** The order as its member reads it. */
  async function view<T = { status: string }>(token: string, orderNo: string): Promise<T> {
    return (await call('GET', `/wps/cashier/deposit/${orderNo}`, { token })).json().value as T;
  }

  const status = async (token: string, orderNo: string) =>
    (await view<{ status: string }>(token, orderNo)).status;

  const records = orderRecords(() => t, kit);

  return {
    get t() {
      return t;
    },
    clock,
    kit,
    call,
    methodId,
    ask,
    order,
    view,
    status,
    ...records,
  };
}

/** What an order's callbacks left behind: their log, the ledger's transfers, the member's balance. */
function orderRecords(getT: () => TestContext, kit: ReturnType<typeof cashierKit>) {
  /** The outcomes logged for an order's callbacks, oldest first. */
  async function callbacks(orderNo: string): Promise<string[]> {
    const rows = await getT()
      .database.db.selectFrom('payment_callbacks')
      .select('outcome')
      .where('order_no', '=', orderNo)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.outcome);
  }

  /** The amounts (minor units) of the ledger's deposit transfers for an order. */
  async function credits(orderNo: string): Promise<bigint[]> {
    const rows = await getT()
      .database.db.selectFrom('ledger_transfers')
      .select('amount')
      .where('kind', '=', 'deposit')
      .where('reference', '=', orderNo)
      .execute();
    return rows.map((r) => r.amount);
  }

  /**
   * Every ledger transfer that names the order, whatever its kind, with the accounts it moved
   * money between; and the transfer the order itself points to.
   */
  async function ledgerOf(orderNo: string) {
    const db = getT().database.db;
    const transfers = await db
      .selectFrom('ledger_transfers as x')
      .innerJoin('ledger_accounts as d', 'd.id', 'x.debit_account_id')
      .innerJoin('ledger_accounts as c', 'c.id', 'x.credit_account_id')
      .select([
        'x.id',
        'x.kind',
        'x.phase',
        'x.amount',
        'd.owner_kind as fromKind',
        'd.purpose as fromPurpose',
        'c.owner_kind as toKind',
        'c.owner_id as toOwner',
        'c.purpose as toPurpose',
      ])
      .where('x.reference', '=', orderNo)
      .execute();
    const row = await selectWhere(db, 'deposit_orders', { order_no: orderNo })
      .select(['status', 'transfer_id'])
      .executeTakeFirstOrThrow();
    return { status: row.status, transferId: row.transfer_id, transfers };
  }

  /**
   * Checks that the order ended in `end` and moved money accordingly: a paid order has exactly one
   * deposit transfer of `amount` from the provider's clearing account to the member's cash, which
   * the order points to; any other end has none. And the member's balance is what was credited.
   */
  async function expectSettled(
    m: { id: bigint; token: string },
    orderNo: string,
    end: 'paid' | 'failed' | 'expired',
    amount: bigint,
  ) {
    const ledger = await ledgerOf(orderNo);
    expect(ledger.status).toBe(end);
    if (end === 'paid') {
      expect(ledger.transfers).toHaveLength(1);
      const [only] = ledger.transfers;
      expect(only).toMatchObject({
        kind: 'deposit',
        amount,
        fromKind: 'payment',
        fromPurpose: 'clearing',
        toKind: 'member',
        toOwner: String(m.id),
        toPurpose: 'cash',
      });
      expect(ledger.transferId).toBe(only?.id);
    } else {
      expect(ledger.transfers).toEqual([]);
      expect(ledger.transferId).toBeNull();
    }
    const credited = end === 'paid' ? amount : 0n;
    expect((await kit.balance(m.token)).sumBalance).toBe(formatMinorPlain(credited));
  }

  return { callbacks, credits, ledgerOf, expectSettled };
}
