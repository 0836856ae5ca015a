import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../../test/test-db.ts';
import { depositSuite } from './deposit-provider.test-kit.ts';

type Answer = { orderNo: string; provider: string; providerSays: string; outcome: string; status: string };

describe.each(dbKinds)('the finance desk re-checks a stuck deposit with its provider on %s', (kind) => {
  const suite = depositSuite(kind, 'rck');
  const { kit, call, status, callbacks, credits, expectSettled } = suite;
  const db = () => suite.t.database.db;
  let admin = '';
  beforeAll(async () => {
    admin = await kit.staffToken();
  });

  const recheck = (orderNo: string, token = admin) =>
    call('POST', `/bo/api/finance/deposits/${orderNo}/recheck`, { token, payload: {} });
  const answer = async (orderNo: string) => {
    const res = await recheck(orderNo);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as Answer;
  };
  const audits = async (orderNo: string) =>
    (
      await db()
        .selectFrom('audit_log')
        .select(['after'])
        .where('action', '=', 'deposit.recheck')
        .orderBy('id')
        .execute()
    )
      .map((r) => r.after as { orderNo: string; providerSays: string; outcome: string; answer: string })
      .filter((a) => a.orderNo === orderNo);

  type Opened = { orderNo: string; instructions?: { address: string } };
  const open = (token: string, code: string, amount: string) => suite.order<Opened>(token, code, amount);

  describe('the sandbox gateway (its order query)', () => {
    const paidThere = (orderNo: string, to: 'paid' | 'cancelled') =>
      db().updateTable('sandbox_payments').set({ status: to }).where('order_no', '=', orderNo).execute();

    it('credits an order the gateway took payment for but whose callback never came, once', async () => {
      const m = await kit.member();
      const o = await open(m.token, 'BANK', '500000');
      await paidThere(o.orderNo, 'paid');
      expect(await answer(o.orderNo)).toMatchObject({
        provider: 'sandbox',
        providerSays: 'paid',
        outcome: 'credited',
        status: 'paid',
      });
      // Asked again, the same answer is a replay: nothing moves twice.
      expect(await answer(o.orderNo)).toMatchObject({
        providerSays: 'paid',
        outcome: 'replay',
        status: 'paid',
      });
      await expectSettled(m, o.orderNo, 'paid', 50_000_000n);
      expect(await callbacks(o.orderNo)).toEqual(['credited', 'replay']);
      const logged = await audits(o.orderNo);
      expect(logged.map((a) => a.outcome)).toEqual(['credited', 'replay']);
      expect(JSON.parse(logged[0]?.answer ?? '{}')).toMatchObject({ orderNo: o.orderNo, status: 'SUCCESS' });
    });

    it('leaves an order still open at the gateway as it is, and says so', async () => {
      const m = await kit.member();
      const o = await open(m.token, 'BANK', '500000');
      expect(await answer(o.orderNo)).toMatchObject({
        providerSays: 'pending',
        outcome: 'unchanged',
        status: 'pending',
      });
      expect(await status(m.token, o.orderNo)).toBe('pending');
      expect(await callbacks(o.orderNo)).toEqual([]);
      expect((await audits(o.orderNo)).map((a) => a.providerSays)).toEqual(['pending']);
    });

    it('closes an order the member cancelled at the gateway, as the callback would', async () => {
      const m = await kit.member();
      const o = await open(m.token, 'BANK', '500000');
      await paidThere(o.orderNo, 'cancelled');
      expect(await answer(o.orderNo)).toMatchObject({
        providerSays: 'failed',
        outcome: 'failed',
        status: 'failed',
      });
      await expectSettled(m, o.orderNo, 'failed', 0n);
    });

    it('says unknown when the gateway holds no payment for the order', async () => {
      const m = await kit.member();
      const o = await open(m.token, 'BANK', '500000');
      await db().deleteFrom('sandbox_payments').where('order_no', '=', o.orderNo).execute();
      expect(await answer(o.orderNo)).toMatchObject({
        providerSays: 'unknown',
        outcome: 'unchanged',
        status: 'pending',
      });
    });
  });

  describe('the MoMo-style wallet (its transaction status)', () => {
    const decided = (orderNo: string, to: 'paid' | 'cancelled', resultCode: number) =>
      db()
        .updateTable('sandbox_wallet_payments')
        .set({ status: to, result_code: resultCode, trans_id: '4100000077', responded_at: new Date() })
        .where('order_id', '=', orderNo)
        .execute();

    it('credits a payment the wallet holds as paid, leaves an open one, closes a cancelled one', async () => {
      const m = await kit.member();
      const paid = await open(m.token, 'MOMO', '500000');
      const waiting = await open(m.token, 'MOMO', '200000');
      const cancelled = await open(m.token, 'MOMO', '300000');
      await decided(paid.orderNo, 'paid', 0);
      await decided(cancelled.orderNo, 'cancelled', 1006);
      expect(await answer(paid.orderNo)).toMatchObject({ providerSays: 'paid', outcome: 'credited' });
      expect(await answer(waiting.orderNo)).toMatchObject({
        providerSays: 'pending',
        outcome: 'unchanged',
        status: 'pending',
      });
      expect(await answer(cancelled.orderNo)).toMatchObject({
        providerSays: 'failed',
        outcome: 'failed',
        status: 'failed',
      });
      expect(await credits(paid.orderNo)).toEqual([50_000_000n]);
      expect(await credits(cancelled.orderNo)).toEqual([]);
      expect((await kit.balance(m.token)).sumBalance).toBe('500000.00');
    });
  });

  describe('VietQR (the bank transaction lookup)', () => {
    const transfer = (orderNo: string, to: 'paid' | 'expired') =>
      db()
        .insertInto('sandbox_bank_transfers')
        .values({
          reference: orderNo,
          transaction_id: `SBXB-${orderNo}`,
          bank_bin: '970436',
          account_number: '1023456789',
          amount: 500_000n,
          status: to,
          callback_url: '/wps/payments/callback/vietqr',
        })
        .execute();

    it('credits a transfer the bank made, leaves an unpaid order open, expires what the bank expired', async () => {
      const m = await kit.member();
      const paid = await open(m.token, 'VIETQR', '500000');
      const waiting = await open(m.token, 'VIETQR', '500000');
      const expired = await open(m.token, 'VIETQR', '500000');
      await transfer(paid.orderNo, 'paid');
      await transfer(expired.orderNo, 'expired');
      expect(await answer(paid.orderNo)).toMatchObject({
        providerSays: 'paid',
        outcome: 'credited',
        status: 'paid',
      });
      expect(await answer(waiting.orderNo)).toMatchObject({ providerSays: 'pending', outcome: 'unchanged' });
      expect(await answer(expired.orderNo)).toMatchObject({
        providerSays: 'expired',
        outcome: 'expired',
        status: 'expired',
      });
      await expectSettled(m, paid.orderNo, 'paid', 50_000_000n);
    });
  });

  describe('USDT (the chain explorer)', () => {
    const onChain = (to: string, confirmations: number) =>
      db()
        .insertInto('sandbox_chain_transfers')
        .values({
          tx_hash: randomBytes(32).toString('hex'),
          from_address: to,
          to_address: to,
          amount: 50_000_000n,
          block_number: 70_000_000n,
          block_time: new Date(),
          confirmations,
          callback_url: '/wps/payments/callback/usdt',
        })
        .execute();

    it('credits a transfer deep enough, holds one still confirming, and leaves an order with none', async () => {
      const m = await kit.member();
      const o = await open(m.token, 'USDT', '50');
      const address = o.instructions?.address as string;
      expect(await answer(o.orderNo)).toMatchObject({ providerSays: 'pending', outcome: 'unchanged' });
      await onChain(address, 1);
      expect(await answer(o.orderNo)).toMatchObject({
        providerSays: 'paid',
        outcome: 'confirming',
        status: 'pending',
      });
      await db()
        .updateTable('sandbox_chain_transfers')
        .set({ confirmations: 5 })
        .where('to_address', '=', address)
        .execute();
      expect(await answer(o.orderNo)).toMatchObject({
        providerSays: 'paid',
        outcome: 'credited',
        status: 'paid',
      });
      await expectSettled(m, o.orderNo, 'paid', 127_000_000n);
    });
  });

  it('credits once when 50 re-checks of one paid order and its late callback cross, and retries change nothing', async () => {
    const m = await kit.member();
    const o = await open(m.token, 'BANK', '500000');
    await db()
      .updateTable('sandbox_payments')
      .set({ status: 'paid' })
      .where('order_no', '=', o.orderNo)
      .execute();
    const late = call('POST', `/sandbox/pay/${o.orderNo}`, {
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => recheck(o.orderNo)));
    expect((await late).statusCode).toBe(303);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const outcomes = answers.map((a) => (a.json().value as Answer).outcome);
    const log = await callbacks(o.orderNo);
    // One credit in all: by a re-check or by the callback, every other is a replay.
    expect(log.filter((x) => x === 'credited')).toHaveLength(1);
    expect(log.filter((x) => x !== 'credited' && x !== 'replay')).toEqual([]);
    expect(outcomes.filter((x) => x !== 'credited' && x !== 'replay')).toEqual([]);
    await expectSettled(m, o.orderNo, 'paid', 50_000_000n);
    // Retries of the same re-check afterwards are replays.
    for (let i = 0; i < 3; i++) expect((await answer(o.orderNo)).outcome).toBe('replay');
    await expectSettled(m, o.orderNo, 'paid', 50_000_000n);
  });

  it('is refused to roles without cashier.decide and for a malformed order number, changing nothing', async () => {
    const m = await kit.member();
    const o = await open(m.token, 'BANK', '500000');
    await db()
      .updateTable('sandbox_payments')
      .set({ status: 'paid' })
      .where('order_no', '=', o.orderNo)
      .execute();
    for (const role of ['auditor', 'customer_service']) {
      const res = await recheck(o.orderNo, await kit.staffWith([role]));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('STAFF_FORBIDDEN');
    }
    const bad = await recheck('no-such order');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    const none = await recheck('D20990101AAAAAAAAAA');
    expect(none.json().code).toBe('ORDER_NOT_FOUND');
    expect(await status(m.token, o.orderNo)).toBe('pending');
    expect(await credits(o.orderNo)).toEqual([]);
    const finance = await recheck(o.orderNo, await kit.staffWith(['finance']));
    expect(finance.json().value).toMatchObject({ outcome: 'credited' });
  });

  it("answers the sandboxes' status APIs only from loopback and only when signed", async () => {
    const m = await kit.member();
    const o = await open(m.token, 'BANK', '500000');
    const body = JSON.stringify({ orderNo: o.orderNo });
    const from = (remoteAddress: string, signature: string) =>
      suite.t.app.inject({
        method: 'POST',
        url: '/sandbox/api/query',
        payload: body,
        remoteAddress,
        headers: { 'content-type': 'application/json', 'x-signature': signature },
      });
    expect((await from('10.20.30.40', 'a'.repeat(64))).statusCode).toBe(404);
    expect((await from('127.0.0.1', 'a'.repeat(64))).statusCode).toBe(401);
  });
});
