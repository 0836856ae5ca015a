import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/member-kit.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { dbKinds } from '../../test/test-db.ts';
import { signBody } from '../payments/payment-provider.ts';
import { isTronAddress, tronAddress, USDT_TRC20_CONTRACT } from '../payments/tron-address.ts';
import { cashierKit } from './cashier.test-kit.ts';

// Suites in one process share the variable: the first sets it, the others sign with what it holds.
process.env.PAYMENT_SANDBOX_SECRET ??= 'test-sandbox-secret';
const SECRET = process.env.PAYMENT_SANDBOX_SECRET;
/** The chain watcher's signing key, as the platform derives it from the sandbox key. */
const WATCHER_SECRET = createHmac('sha256', SECRET).update('usdt').digest('hex');

describe.each(dbKinds)('USDT (TRC-20) deposits on the sandbox chain on %s', (kind) => {
  let t: TestContext;
  const clock = testClock(new Date());
  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
  });
  afterAll(async () => t?.close());
  const kit = cashierKit(() => t, 'usd');
  const { call } = kit;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  type Order = {
    orderNo: string;
    amount: string;
    status: string;
    instructions: { address: string; confirmations: number; [k: string]: unknown };
  };
  const ask = async (token: string, amount: string) => {
    const list = (await call('GET', '/wps/cashier/deposit/methods', { token })).json().value as Array<{
      id: string;
      code: string;
    }>;
    return call('POST', '/wps/cashier/deposit', {
      token,
      payload: { methodId: list.find((m) => m.code === 'USDT')?.id, amount, returnUrl: '/?member=depositv2' },
    });
  };
  const order = async (token: string, amount = '50') => {
    const res = await ask(token, amount);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as Order;
  };
  /** Sends USDT from the sandbox wallet (base units: six decimals); answers the transaction hash. */
  const send = async (to: string, baseUnits: bigint) => {
    const res = await call('POST', '/sandbox/chain/send', {
      payload: `to=${to}&amount=${baseUnits}`,
      headers: form,
    });
    expect(res.statusCode).toBe(303);
    return (res.headers.location as string).split('/').at(-1) as string;
  };
  const mine = (txHash: string, action: 'mine' | 'mine20' | 'notify' = 'mine') =>
    call('POST', `/sandbox/chain/tx/${txHash}`, { payload: `action=${action}`, headers: form });
  const view = async (token: string, orderNo: string) =>
    (await call('GET', `/wps/cashier/deposit/${orderNo}`, { token })).json().value as Order;
  const webhook = (body: string, signature: string) =>
    call('POST', '/wps/payments/callback/usdt', {
      payload: body,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
    });
  const notification = (to: string, over: Record<string, unknown> = {}) =>
    JSON.stringify({
      txHash: 'ab'.repeat(32),
      network: 'TRC20',
      token: 'USDT',
      contract: USDT_TRC20_CONTRACT,
      from: tronAddress(new Uint8Array(20).fill(1)),
      to,
      amount: '50000000',
      blockNumber: 61_000_000,
      blockTime: clock.now().toISOString(),
      confirmations: 3,
      ...over,
    });
  const credits = async (orderNo: string) =>
    (
      await t.database.db
        .selectFrom('ledger_transfers')
        .select('amount')
        .where('kind', '=', 'deposit')
        .where('reference', '=', orderNo)
        .execute()
    ).map((r) => r.amount);
  const callbacks = async (orderNo: string) =>
    (
      await t.database.db
        .selectFrom('payment_callbacks')
        .select('outcome')
        .where('order_no', '=', orderNo)
        .orderBy('id')
        .execute()
    ).map((r) => r.outcome);

  it("answers the member's own address, the USDT to send and what it credits at the brand's rate", async () => {
    const a = await kit.member();
    const b = await kit.member();
    const o = await order(a.token, '50');
    expect(o).toMatchObject({ amount: '1270000.00', status: 'pending' });
    expect(o.instructions).toMatchObject({
      kind: 'usdt',
      network: 'TRC20',
      token: 'USDT',
      amount: '50.00',
      rate: '25400.00',
      credit: '1270000.00',
      confirmations: 0,
      confirmationsRequired: 3,
    });
    expect(isTronAddress(o.instructions.address)).toBe(true);
    expect(o.instructions.sandboxUrl).toBe(
      `/sandbox/chain/send?to=${o.instructions.address}&amount=50000000&return=${encodeURIComponent(`/?member=depositv2&orderNo=${o.orderNo}`)}`,
    );
    // The same address every time for a member; another member has their own.
    expect((await order(a.token, '20')).instructions.address).toBe(o.instructions.address);
    expect((await order(b.token, '20')).instructions.address).not.toBe(o.instructions.address);
    // 10.01 USDT at 25,400.00: exactly 254,254.00, no float in between.
    expect((await order(b.token, '10.01')).amount).toBe('254254.00');
    expect((await ask(b.token, '9.99')).json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      value: { min: '10.00' },
    });
  });

  it('credits once the transfer has its confirmations, and only once however often it is reported', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const tx = await send(o.instructions.address, 50_000_000n);
    expect(await view(m.token, o.orderNo)).toMatchObject({
      status: 'pending',
      instructions: { confirmations: 1 },
    });
    await mine(tx);
    expect(await view(m.token, o.orderNo)).toMatchObject({
      status: 'pending',
      instructions: { confirmations: 2 },
    });
    expect((await kit.balance(m.token)).sumBalance).toBe('0.00');
    await mine(tx);
    expect((await view(m.token, o.orderNo)).status).toBe('paid');
    expect((await kit.balance(m.token)).sumBalance).toBe('1270000.00');
    await mine(tx);
    await mine(tx, 'notify');
    expect(await credits(o.orderNo)).toEqual([127_000_000n]);
    expect(await callbacks(o.orderNo)).toEqual(['confirming', 'confirming', 'credited', 'replay', 'replay']);
  });

  it('credits once of 50 identical confirmed reports at once', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const body = notification(o.instructions.address, { txHash: 'cd'.repeat(32) });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => webhook(body, signBody(WATCHER_SECRET, body))),
    );
    const results = answers.map((a) => a.json().value.result as string);
    expect(results.filter((r) => r === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r === 'replay')).toHaveLength(49);
    expect(await credits(o.orderNo)).toEqual([127_000_000n]);
  });

  it('changes nothing for a forged report, another amount, or a second transfer for a paid order', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const to = o.instructions.address;
    const forged = notification(to, { txHash: 'ee'.repeat(32) });
    expect((await webhook(forged, signBody('not-the-watcher', forged))).statusCode).toBe(401);
    const less = notification(to, { txHash: 'ef'.repeat(32), amount: '49990000' });
    expect((await webhook(less, signBody(WATCHER_SECRET, less))).statusCode).toBe(404);
    expect((await view(m.token, o.orderNo)).status).toBe('pending');

    const paid = notification(to, { txHash: 'f0'.repeat(32) });
    expect((await webhook(paid, signBody(WATCHER_SECRET, paid))).json().value.result).toBe('credited');
    // A second transfer of the same amount finds no open order left.
    const again = notification(to, { txHash: 'f1'.repeat(32) });
    expect((await webhook(again, signBody(WATCHER_SECRET, again))).statusCode).toBe(404);
    expect(await credits(o.orderNo)).toEqual([127_000_000n]);
  });

  it('matches two open orders of the same amount to two transfers, one each', async () => {
    const m = await kit.member();
    const first = await order(m.token, '30');
    const second = await order(m.token, '30');
    const one = await send(first.instructions.address, 30_000_000n);
    const two = await send(first.instructions.address, 30_000_000n);
    await mine(one, 'mine20');
    expect(two).not.toBe(one);
    expect(await credits(first.orderNo)).toEqual([76_200_000n]);
    expect(await credits(second.orderNo)).toEqual([76_200_000n]);
    expect((await kit.balance(m.token)).sumBalance).toBe('1524000.00');
  });

  it('never credits a transfer made after the deadline; one made before it confirms after', async () => {
    const m = await kit.member();
    const early = await order(m.token, '40');
    const tx = await send(early.instructions.address, 40_000_000n);
    clock.advance(61 * 60_000);
    // Seen on chain in time: the order waits for its confirmations past the deadline.
    expect(await view(m.token, early.orderNo)).toMatchObject({
      status: 'pending',
      instructions: { confirmations: 1 },
    });
    await mine(tx, 'mine20');
    expect((await view(m.token, early.orderNo)).status).toBe('paid');

    const late = await order(m.token, '45');
    clock.advance(61 * 60_000);
    expect((await view(m.token, late.orderNo)).status).toBe('expired');
    const lateTx = await send(late.instructions.address, 45_000_000n);
    await mine(lateTx, 'mine20');
    expect((await view(m.token, late.orderNo)).status).toBe('expired');
    expect(await credits(late.orderNo)).toEqual([]);
  });
});
