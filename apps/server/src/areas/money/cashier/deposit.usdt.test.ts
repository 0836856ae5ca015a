import { describe, expect, it } from 'vitest';
import { dbKinds } from '../../../test/test-db.ts';
import { signBody } from '../payments/payment-provider.ts';
import { isTronAddress, tronAddress, USDT_TRC20_CONTRACT } from '../payments/tron-address.ts';
import { answered, atOnce, depositSuite, providerKey, tally } from './deposit-provider.test-kit.ts';

/** The chain watcher's signing key, as the platform derives it from the sandbox key. */
const WATCHER_SECRET = providerKey('usdt');

describe.each(dbKinds)('USDT (TRC-20) deposits on the sandbox chain on %s', (kind) => {
  const suite = depositSuite(kind, 'usd');
  const { clock, kit, call, callbacks, credits, expectSettled } = suite;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  type Order = {
    orderNo: string;
    amount: string;
    status: string;
    expiresAt: string;
    instructions: { address: string; confirmations: number; [k: string]: unknown };
  };
  const ask = (token: string, amount: string) => suite.ask(token, 'USDT', amount);
  const order = (token: string, amount = '50') => suite.order<Order>(token, 'USDT', amount);
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
  const view = (token: string, orderNo: string) => suite.view<Order>(token, orderNo);
  const webhook = (body: string, signature: string) =>
    call('POST', '/wps/payments/callback/usdt', {
      payload: body,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
    });
  const signed = (body: string) => webhook(body, signBody(WATCHER_SECRET, body));
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

  it('credits once of 50 identical confirmed reports at once, and acknowledges every one', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const body = notification(o.instructions.address, { txHash: 'cd'.repeat(32) });
    const answers = await atOnce(50, () => signed(body));
    expect(tally(answers)).toEqual({ '200 credited': 1, '200 replay': 49 });
    await expectSettled(m, o.orderNo, 'paid', 127_000_000n);
    expect((await callbacks(o.orderNo)).sort()).toEqual(['credited', ...Array(49).fill('replay')]);
  });

  it('credits once, on a report with the confirmations required, of reports out of order and repeated at once', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const tx = 'c7'.repeat(32);
    // 1 to 5 confirmations, ten reports of each, shuffled, all at once.
    const counts = Array.from({ length: 50 }, (_, i) => (i % 5) + 1);
    for (let i = counts.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [counts[i], counts[j]] = [counts[j] as number, counts[i] as number];
    }
    const answers = await Promise.all(
      counts.map((confirmations) =>
        signed(notification(o.instructions.address, { txHash: tx, confirmations })),
      ),
    );
    const results = answered(answers);
    // Every report is acknowledged; only one with enough confirmations credits.
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.result === 'credited')).toHaveLength(1);
    results.forEach((r, i) => {
      if ((counts[i] as number) < 3) expect(['confirming', 'replay']).toContain(r.result);
      else expect(['credited', 'replay']).toContain(r.result);
    });
    await expectSettled(m, o.orderNo, 'paid', 127_000_000n);
    // A late report of fewer confirmations changes nothing.
    const late = await signed(notification(o.instructions.address, { txHash: tx, confirmations: 1 }));
    expect(late.json().value.result).toBe('replay');
    expect(await credits(o.orderNo)).toEqual([127_000_000n]);
  });

  it('ends a transfer seen in time crossing the expiry sweep in one state, money moved at most once', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    // Mined a second before the deadline; the reports come as the deadline passes, while the
    // member's own reads of the order expire what is overdue.
    const body = notification(o.instructions.address, {
      txHash: 'c8'.repeat(32),
      blockTime: new Date(new Date(o.expiresAt).getTime() - 1000).toISOString(),
    });
    clock.advance(60 * 60_000 + 1000);
    const [reports] = await Promise.all([
      atOnce(25, () => signed(body)),
      atOnce(25, () => call('GET', `/wps/cashier/deposit/${o.orderNo}`, { token: m.token })),
    ]);
    const reported = tally(reports);
    const end = (await view(m.token, o.orderNo)).status;
    if (end === 'paid') expect(reported).toEqual({ '200 credited': 1, '200 replay': 24 });
    else {
      expect(end).toBe('expired');
      expect(Object.keys(reported).every((k) => k.startsWith('404') || k.startsWith('409'))).toBe(true);
    }
    await expectSettled(m, o.orderNo, end as 'paid' | 'expired', 127_000_000n);
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
