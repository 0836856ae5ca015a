import { readVietQr } from '@pf/shared';
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../../../test/test-db.ts';
import { signBody } from '../payments/payment-provider.ts';
import { atOnce, depositSuite, providerKey, SANDBOX_SECRET, tally } from './deposit-provider.test-kit.ts';

/** The key the sandbox bank signs with (derived from the sandbox key); a forger does not have it. */
const BANK_SECRET = providerKey('vietqr');

describe.each(dbKinds)('VietQR deposits through the sandbox bank on %s', (kind) => {
  const suite = depositSuite(kind, 'vqr');
  const { clock, kit, call, status, callbacks, credits, expectSettled } = suite;

  const vietQrMethod = (token: string) => suite.methodId(token, 'VIETQR');
  const order = (token: string, amount = '500000') =>
    suite.order<{
      orderNo: string;
      status: string;
      payUrl: string | null;
      expiresAt: string;
      instructions: { qr: string; reference: string; sandboxUrl: string; [k: string]: unknown };
    }>(token, 'VIETQR', amount);
  const bank = (qr: string, action: 'pay' | 'pay_twice' | 'expire') =>
    call('POST', '/sandbox/bank', {
      payload: new URLSearchParams({ qr, action, return: '/?member=depositv2' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const webhook = (body: string, signature: string) =>
    call('POST', '/wps/payments/callback/vietqr', {
      payload: body,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      ip: '10.98.0.7',
    });
  /** A bank notification as the sandbox bank words it, for tests that play the bank themselves. */
  const notification = (orderNo: string, over: Record<string, unknown> = {}) =>
    JSON.stringify({
      transactionId: `TX-${orderNo}`,
      bankBin: '970436',
      accountNumber: '1023456789',
      amount: '500000',
      description: `MBVCB.1234.${orderNo.toLowerCase()}.chuyen tien`,
      status: 'PAID',
      transferredAt: clock.now().toISOString(),
      ...over,
    });
  const signed = (body: string) => webhook(body, signBody(BANK_SECRET, body));

  it('answers a deposit with a VietQR of the brand account, the amount and the order number', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    expect(o).toMatchObject({ status: 'pending', payUrl: null });
    expect(o.instructions).toMatchObject({
      kind: 'vietqr',
      bankCode: 'VCB',
      bankBin: '970436',
      bankName: 'Vietcombank',
      accountNumber: '1023456789',
      accountName: 'CONG TY TNHH GIAI TRI DEMO',
      amount: '500000.00',
      reference: o.orderNo,
    });
    // What a banking app reads from it: the same account, amount in dong, and the order as message.
    expect(readVietQr(o.instructions.qr)).toEqual({
      bin: '970436',
      accountNumber: '1023456789',
      amount: 500_000n,
      reference: o.orderNo,
    });
    expect(o.expiresAt).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());
    expect(o.instructions.sandboxUrl).toBe(
      `/sandbox/bank?qr=${encodeURIComponent(o.instructions.qr)}&return=${encodeURIComponent('/?member=depositv2')}`,
    );

    const page = await call('GET', o.instructions.sandboxUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Vietcombank (970436)');
    expect(page.body).toContain('500,000 VND');
    expect(page.body).toContain(o.orderNo);
    const broken = o.instructions.qr.replace('5406500000', '5406900000');
    expect((await call('GET', `/sandbox/bank?qr=${encodeURIComponent(broken)}`)).statusCode).toBe(400);
  });

  it('takes whole dong only, within the method limits', async () => {
    const m = await kit.member();
    const methodId = await vietQrMethod(m.token);
    const ask = (amount: string) =>
      call('POST', '/wps/cashier/deposit', { token: m.token, payload: { methodId, amount } });
    const cents = await ask('500000.50');
    expect(cents.statusCode).toBe(400);
    expect(cents.json().code).toBe('AMOUNT_NOT_WHOLE');
    expect((await ask('9999')).json().code).toBe('AMOUNT_OUT_OF_RANGE');
  });

  it('credits the transfer once, however often the bank notifies', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const paid = await bank(o.instructions.qr, 'pay_twice');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/?member=depositv2&orderNo=${o.orderNo}&payment=paid`);
    expect(await status(m.token, o.orderNo)).toBe('paid');
    expect((await kit.balance(m.token)).sumBalance).toBe('500000.00');
    // The tester presses again: the bank re-sends its first notification.
    await bank(o.instructions.qr, 'pay');
    expect(await credits(o.orderNo)).toEqual([50_000_000n]);
    expect(await callbacks(o.orderNo)).toEqual(['credited', 'replay', 'replay']);
    expect((await kit.balance(m.token)).sumBalance).toBe('500000.00');
  });

  it('credits once of 50 identical notifications arriving at once, and acknowledges every one', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const body = notification(o.orderNo);
    const answers = await atOnce(50, () => signed(body));
    expect(tally(answers)).toEqual({ '200 credited': 1, '200 replay': 49 });
    await expectSettled(m, o.orderNo, 'paid', 50_000_000n);
    expect((await callbacks(o.orderNo)).sort()).toEqual(['credited', ...Array(49).fill('replay')]);
  });

  it('ends a payment and an expiry notice crossing 25 by 25 in one state, money moved at most once', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const paid = notification(o.orderNo);
    const expired = notification(o.orderNo, {
      status: 'EXPIRED',
      transferredAt: null,
      transactionId: 'TX-EXPIRY',
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signed(i % 2 === 0 ? paid : expired)),
    );
    const forPaid = tally(answers.filter((_, i) => i % 2 === 0));
    const forExpired = tally(answers.filter((_, i) => i % 2 === 1));
    const end = await status(m.token, o.orderNo);
    if (end === 'paid') {
      expect(forPaid).toEqual({ '200 credited': 1, '200 replay': 24 });
      expect(forExpired).toEqual({ '409 mismatch': 25 });
    } else {
      expect(end).toBe('expired');
      expect(forExpired).toEqual({ '200 expired': 1, '200 replay': 24 });
      expect(forPaid).toEqual({ '409 mismatch': 25 });
    }
    await expectSettled(m, o.orderNo, end as 'paid' | 'expired', 50_000_000n);
  });

  it('changes nothing for a forged, wrong-account, wrong-amount or second transfer', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const body = notification(o.orderNo);
    const forged = await webhook(body, signBody('not-the-bank', body));
    expect(forged.statusCode).toBe(401);
    expect((await webhook(body, signBody(SANDBOX_SECRET, body))).statusCode).toBe(401);
    const elsewhere = notification(o.orderNo, { accountNumber: '9999999999' });
    expect((await webhook(elsewhere, signBody(BANK_SECRET, elsewhere))).json().code).toBe(
      'CALLBACK_MISMATCH',
    );
    const less = notification(o.orderNo, { amount: '50000' });
    expect((await webhook(less, signBody(BANK_SECRET, less))).json().code).toBe('CALLBACK_MISMATCH');
    expect(await status(m.token, o.orderNo)).toBe('pending');
    expect((await kit.balance(m.token)).sumBalance).toBe('0.00');

    expect((await webhook(body, signBody(BANK_SECRET, body))).json().value.result).toBe('credited');
    // Another transfer for the same order is not a replay of the first: refused, kept for the desk.
    const second = notification(o.orderNo, { transactionId: 'TX-OTHER' });
    const again = await webhook(second, signBody(BANK_SECRET, second));
    expect(again.statusCode).toBe(409);
    expect(await credits(o.orderNo)).toEqual([50_000_000n]);
    expect(await callbacks(o.orderNo)).toEqual(['mismatch', 'mismatch', 'credited', 'mismatch']);
  });

  it('never credits an order the bank let expire, nor one past its deadline', async () => {
    const m = await kit.member();
    const left = await order(m.token);
    const expired = await bank(left.instructions.qr, 'expire');
    expect(expired.headers.location).toBe(`/?member=depositv2&orderNo=${left.orderNo}&payment=expired`);
    expect(await status(m.token, left.orderNo)).toBe('expired');
    // Paying it later: the bank repeats its first decision; a payment notification is refused.
    await bank(left.instructions.qr, 'pay');
    const late = notification(left.orderNo);
    expect((await webhook(late, signBody(BANK_SECRET, late))).json().code).toBe('CALLBACK_MISMATCH');
    expect(await callbacks(left.orderNo)).toEqual(['expired', 'replay', 'mismatch']);

    // Fifteen minutes pass without a transfer: the order reads expired, and a transfer made now
    // is not credited.
    const slow = await order(m.token);
    clock.advance(15 * 60_000 + 1000);
    expect(await status(m.token, slow.orderNo)).toBe('expired');
    const tooLate = await bank(slow.instructions.qr, 'pay');
    expect(tooLate.statusCode).toBe(303);
    expect(await status(m.token, slow.orderNo)).toBe('expired');

    // A notification that arrives before the platform noticed the deadline is judged by its time.
    const racing = await order(m.token);
    clock.advance(16 * 60_000);
    const stale = notification(racing.orderNo);
    const answer = await webhook(stale, signBody(BANK_SECRET, stale));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().value.result).toBe('expired');
    expect(await status(m.token, racing.orderNo)).toBe('expired');

    expect(await credits(left.orderNo)).toEqual([]);
    expect(await credits(slow.orderNo)).toEqual([]);
    expect(await credits(racing.orderNo)).toEqual([]);
    expect((await kit.balance(m.token)).sumBalance).toBe('0.00');
  });
});
