import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { signBody } from '../payments/payment-provider.ts';
import { cashierKit } from './cashier.test-kit.ts';

// The sandbox gateway and the webhook share this key; the test plays a forger who does not know it.
// Suites in one process share the variable: the first sets it, the others sign with what it holds.
process.env.PAYMENT_SANDBOX_SECRET ??= 'test-sandbox-secret';
const SECRET = process.env.PAYMENT_SANDBOX_SECRET;

describe.each(dbKinds)('deposits through the sandbox gateway on %s', (kind) => {
  const t = suiteApp(kind);
  beforeAll(async () => {
    await allowSmallSums(t);
  });
  const kit = cashierKit(() => t, 'dep');
  const { call } = kit;

  const methods = async (token: string) =>
    (await call('GET', '/wps/cashier/deposit/methods', { token })).json().value as Array<{
      id: string;
      code: string;
      minAmount: string;
      maxAmount: string;
    }>;
  const method = async (token: string, code: string) => (await methods(token)).find((x) => x.code === code);
  const order = (token: string, payload: object) => call('POST', '/wps/cashier/deposit', { token, payload });
  const press = (orderNo: string, action: 'pay' | 'cancel') =>
    call('POST', `/sandbox/pay/${orderNo}`, {
      payload: `action=${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const webhook = (body: string, signature: string) =>
    call('POST', '/wps/payments/callback/sandbox', {
      payload: body,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      ip: '10.99.0.7',
    });
  const callbacks = async (orderNo: string | null) =>
    (
      await t.database.db
        .selectFrom('payment_callbacks')
        .select(['outcome', 'order_no', 'ip'])
        .$if(orderNo !== null, (q) => q.where('order_no', '=', orderNo as string))
        .orderBy('id')
        .execute()
    ).map((r) => r.outcome);
  const depositTransfers = async (orderNo: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('ledger_transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 'deposit')
          .where('reference', '=', orderNo)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists the merchant payment methods with their limits', async () => {
    const m = await kit.member();
    const list = await methods(m.token);
    expect(list.map((x) => x.code)).toEqual(['VIETQR', 'MOMO', 'USDT', 'BANK', 'EWALLET', 'QR']);
    // Methods paid in the brand's currency take its deposit limits (here the suite's small sums).
    expect(list[0]).toMatchObject({ provider: 'vietqr', currency: 'VND', rate: null, minAmount: '100.00' });
    expect(list[1]).toMatchObject({ provider: 'momo', minAmount: '100.00', maxAmount: '500000000.00' });
    // Paid in USDT, converted at the brand's rate.
    expect(list[2]).toMatchObject({
      provider: 'usdt',
      currency: 'USDT',
      rate: '25400.00',
      minAmount: '10.00',
    });
    expect(list[3]).toMatchObject({ provider: 'sandbox', minAmount: '100.00', maxAmount: '500000000.00' });
    expect((await call('GET', '/wps/cashier/deposit/methods')).statusCode).toBe(401);
  });

  it('refuses bad input and amounts outside the method limits, storing nothing', async () => {
    const m = await kit.member();
    const bank = await method(m.token, 'BANK');
    const bad = [
      { methodId: bank!.id, amount: '-5' },
      { methodId: bank!.id, amount: '10.001' },
      { methodId: bank!.id, amount: 100 },
      { methodId: bank!.id, amount: '0' },
      { methodId: bank!.id, amount: '500', returnUrl: '//evil.example/' },
      { methodId: bank!.id, amount: '500', returnUrl: 'https://evil.example/' },
      { amount: '500' },
    ];
    for (const payload of bad) {
      const res = await order(m.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const low = await order(m.token, { methodId: bank!.id, amount: '99.99' });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { min: '100.00' } });
    const high = await order(m.token, { methodId: bank!.id, amount: '500000000.01' });
    expect(high.json().code).toBe('AMOUNT_OUT_OF_RANGE');
    const unknown = await order(m.token, { methodId: '999999', amount: '500' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const stored = await selectWhere(t.database.db, 'deposit_orders', { member_id: m.id })
      .select('id')
      .execute();
    expect(stored).toEqual([]);
  });

  it('pays on the gateway page, credits once through the ledger and shows the order paid', async () => {
    const m = await kit.member();
    const bank = await method(m.token, 'BANK');
    const created = await order(m.token, {
      methodId: bank!.id,
      amount: '1234.50',
      returnUrl: '/?member=depositv2',
    });
    expect(created.statusCode).toBe(200);
    const o = created.json().value;
    expect(o).toMatchObject({ amount: '1234.50', status: 'pending', payUrl: `/sandbox/pay/${o.orderNo}` });

    const page = await call('GET', o.payUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('1,234.50 VND');
    expect(page.body).toContain('data-testid="sandbox-pay"');

    const paid = await press(o.orderNo, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/?member=depositv2&orderNo=${o.orderNo}&payment=paid`);
    expect((await kit.balance(m.token)).sumBalance).toBe('1234.50');
    const view = (await call('GET', `/wps/cashier/deposit/${o.orderNo}`, { token: m.token })).json().value;
    expect(view).toMatchObject({ status: 'paid', amount: '1234.50', payUrl: null });
    expect(await callbacks(o.orderNo)).toEqual(['credited']);

    // The gateway retries (pressing again re-sends the same signed callback): a replay.
    await press(o.orderNo, 'pay');
    expect((await kit.balance(m.token)).sumBalance).toBe('1234.50');
    expect(await depositTransfers(o.orderNo)).toBe(1);
    expect(await callbacks(o.orderNo)).toEqual(['credited', 'replay']);
  });

  it('ignores a replayed, forged or mismatched callback and logs each', async () => {
    const m = await kit.member();
    const bank = await method(m.token, 'BANK');
    const o = (await order(m.token, { methodId: bank!.id, amount: '500' })).json().value;
    await press(o.orderNo, 'pay');
    const sent = await selectWhere(t.database.db, 'sandbox_payments', { order_no: o.orderNo })
      .select(['last_callback_body', 'last_callback_signature'])
      .executeTakeFirstOrThrow();
    const body = sent.last_callback_body!;

    const replay = await webhook(body, sent.last_callback_signature!);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ code: 'OK', message: 'replay', value: { result: 'replay' } });

    const forgedBody = body.replace('"500.00"', '"50000.00"');
    const forged = await webhook(forgedBody, sent.last_callback_signature!);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      success: false,
      code: 'BAD_SIGNATURE',
      value: { result: 'bad_signature' },
    });
    // No body, or one that is not text, is checked (and refused) as an empty one.
    const bare = await call('POST', '/wps/payments/callback/sandbox', {
      headers: { 'x-signature': 'f'.repeat(64) },
    });
    expect(bare.statusCode).toBe(401);
    expect((await webhook(body, 'f'.repeat(64))).statusCode).toBe(401);
    expect((await webhook(body, '')).statusCode).toBe(401);

    // A second order, still pending: a correctly signed callback for another amount is refused.
    const o2 = (await order(m.token, { methodId: bank!.id, amount: '700' })).json().value;
    const wrong = JSON.stringify({
      orderNo: o2.orderNo,
      amount: '7000.00',
      currency: 'VND',
      status: 'SUCCESS',
      providerRef: 'X1',
      sentAt: new Date().toISOString(),
    });
    const mismatch = await webhook(wrong, signBody(SECRET, wrong));
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().code).toBe('CALLBACK_MISMATCH');
    const otherCurrency = wrong.replace('"7000.00"', '"700.00"').replace('"VND"', '"USD"');
    expect((await webhook(otherCurrency, signBody(SECRET, otherCurrency))).statusCode).toBe(409);
    const ghost = wrong.replace(o2.orderNo, 'D20990101AAAAAAAAAA');
    expect((await webhook(ghost, signBody(SECRET, ghost))).statusCode).toBe(404);
    const notJson = '{"orderNo":';
    expect((await webhook(notJson, signBody(SECRET, notJson))).statusCode).toBe(400);

    expect((await kit.balance(m.token)).sumBalance).toBe('500.00');
    expect(await depositTransfers(o.orderNo)).toBe(1);
    expect(await depositTransfers(o2.orderNo)).toBe(0);
    expect(
      (await call('GET', `/wps/cashier/deposit/${o2.orderNo}`, { token: m.token })).json().value.status,
    ).toBe('pending');
    expect(await callbacks(o.orderNo)).toEqual(['credited', 'replay']);
    expect(await callbacks(o2.orderNo)).toEqual(['mismatch', 'mismatch']);
    const all = await selectWhere(t.database.db, 'payment_callbacks', { ip: '10.99.0.7' })
      .select(['outcome', 'ip'])
      .execute();
    expect(all.map((r) => r.outcome).sort()).toEqual(
      [
        'bad_signature',
        'bad_signature',
        'bad_signature',
        'invalid',
        'mismatch',
        'mismatch',
        'replay',
        'unknown_order',
      ].sort(),
    );
  });

  it('marks a cancelled payment failed without moving money; a late success is refused', async () => {
    const m = await kit.member();
    const ewallet = await method(m.token, 'EWALLET');
    const o = (await order(m.token, { methodId: ewallet!.id, amount: '600' })).json().value;
    const res = await press(o.orderNo, 'cancel');
    expect(res.headers.location).toBe(`/?orderNo=${o.orderNo}&payment=cancelled`);
    expect(
      (await call('GET', `/wps/cashier/deposit/${o.orderNo}`, { token: m.token })).json().value.status,
    ).toBe('failed');
    const late = JSON.stringify({
      orderNo: o.orderNo,
      amount: '600.00',
      currency: 'VND',
      status: 'SUCCESS',
      providerRef: 'late',
      sentAt: new Date().toISOString(),
    });
    expect((await webhook(late, signBody(SECRET, late))).statusCode).toBe(409);
    expect((await kit.balance(m.token)).sumBalance).toBe('0.00');
    expect(await depositTransfers(o.orderNo)).toBe(0);
  });

  it('keeps orders private to their member and pages the list', async () => {
    const a = await kit.member();
    const b = await kit.member();
    const bank = await method(a.token, 'BANK');
    const mine = (await order(a.token, { methodId: bank!.id, amount: '150' })).json().value;
    await order(a.token, { methodId: bank!.id, amount: '151' });
    await order(a.token, { methodId: bank!.id, amount: '152' });
    expect((await call('GET', `/wps/cashier/deposit/${mine.orderNo}`, { token: b.token })).statusCode).toBe(
      404,
    );
    const page1 = (await call('GET', '/wps/cashier/deposits?pageNo=1&pageSize=2', { token: a.token })).json()
      .value;
    expect(page1).toMatchObject({ pageNo: 1, totalPages: 2, total: 3 });
    expect(page1.list.map((x: { amount: string }) => x.amount)).toEqual(['152.00', '151.00']);
    const page2 = (await call('GET', '/wps/cashier/deposits?pageNo=2&pageSize=2', { token: a.token })).json()
      .value;
    expect(page2.list.map((x: { amount: string }) => x.amount)).toEqual(['150.00']);
  });

  it('serves an unknown payment page as not found', async () => {
    const res = await call('GET', '/sandbox/pay/D20990101ZZZZZZZZZZ');
    expect(res.statusCode).toBe(404);
  });
});
