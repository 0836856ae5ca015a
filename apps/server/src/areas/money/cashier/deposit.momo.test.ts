import { describe, expect, it } from 'vitest';
import { dbKinds } from '../../../test/test-db.ts';
import { CREATE_SIGNED, RESULT_SIGNED, walletSignature } from '../payments/momo.signature.ts';
import { sandboxWallet } from '../payments/sandbox-wallet.ts';
import { answered, atOnce, depositSuite, providerKey, tally } from './deposit-provider.test-kit.ts';

/** The sandbox wallet's merchant credentials, as the platform derives them from the sandbox key. */
const CREDENTIALS = {
  partnerCode: 'MOMOSBX0001',
  accessKey: 'sbx-access-key',
  secretKey: providerKey('momo'),
};

describe.each(dbKinds)('MoMo-style e-wallet deposits on %s', (kind) => {
  const suite = depositSuite(kind, 'mmo');
  const { clock, kit, call, status, callbacks, credits, expectSettled } = suite;

  const order = (token: string, amount = '500000') =>
    suite.order<{ orderNo: string; payUrl: string; expiresAt: string; status: string }>(
      token,
      'MOMO',
      amount,
    );
  const press = (orderNo: string, action: 'pay' | 'fail' | 'cancel') =>
    call('POST', `/sandbox/wallet/pay/${orderNo}`, {
      payload: `action=${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const ipn = (body: string) =>
    call('POST', '/wps/payments/callback/momo', {
      payload: body,
      headers: { 'content-type': 'application/json' },
      ip: '10.97.0.7',
    });
  /** A result the wallet would sign: paid unless told otherwise. */
  const result = (orderNo: string, over: Record<string, string> = {}) => {
    const fields: Record<string, string> = {
      partnerCode: CREDENTIALS.partnerCode,
      orderId: orderNo,
      requestId: `${orderNo}-1`,
      amount: '500000',
      orderInfo: `Nap tien ${orderNo}`,
      orderType: 'momo_wallet',
      transId: '4100000001',
      resultCode: '0',
      message: 'Successful.',
      payType: 'qr',
      responseTime: String(clock.now().getTime()),
      extraData: '',
      ...over,
    };
    const signature = walletSignature(CREDENTIALS.secretKey, RESULT_SIGNED, {
      ...fields,
      accessKey: CREDENTIALS.accessKey,
    });
    return { ...fields, signature };
  };

  it('pays on the wallet page: credited once by the IPN, the signed return is a replay', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    expect(o.payUrl).toBe(`/sandbox/wallet/pay/${o.orderNo}`);
    expect(o.expiresAt).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    const page = await call('GET', o.payUrl);
    expect(page.body).toContain('500,000 VND');
    expect(page.body).toContain('data-testid="wallet-pay"');

    const paid = await press(o.orderNo, 'pay');
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string, 'http://site.invalid');
    expect(back.pathname).toBe('/payments/return/momo');
    expect(back.searchParams.get('resultCode')).toBe('0');
    expect(await status(m.token, o.orderNo)).toBe('paid');

    const shop = await call('GET', `${back.pathname}${back.search}`);
    expect(shop.statusCode).toBe(303);
    expect(shop.headers.location).toBe(`/?member=depositv2&orderNo=${o.orderNo}&payment=paid`);
    // The member presses again: the wallet re-sends its first result.
    await press(o.orderNo, 'pay');
    expect(await credits(o.orderNo)).toEqual([50_000_000n]);
    expect(await callbacks(o.orderNo)).toEqual(['credited', 'replay', 'replay']);
    expect((await kit.balance(m.token)).sumBalance).toBe('500000.00');
  });

  it('credits from the signed return when the IPN is late, and the IPN is then a replay', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const r = result(o.orderNo);
    const shop = await call('GET', `/payments/return/momo?${new URLSearchParams(r).toString()}`);
    expect(shop.headers.location).toBe(`/?member=depositv2&orderNo=${o.orderNo}&payment=paid`);
    const late = await ipn(JSON.stringify({ ...r, amount: 500000, transId: 4100000001, resultCode: 0 }));
    expect(late.json().value).toEqual({ result: 'replay' });
    expect(await credits(o.orderNo)).toEqual([50_000_000n]);
  });

  it('credits once of 50 identical IPNs at once, and acknowledges every one', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const body = JSON.stringify(result(o.orderNo));
    const answers = await atOnce(50, () => ipn(body));
    expect(tally(answers)).toEqual({ '200 credited': 1, '200 replay': 49 });
    await expectSettled(m, o.orderNo, 'paid', 50_000_000n);
    expect((await callbacks(o.orderNo)).sort()).toEqual(['credited', ...Array(49).fill('replay')]);
  });

  it('credits once when 25 IPNs and 25 signed returns of the same result cross', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const r = result(o.orderNo);
    const body = JSON.stringify(r);
    const query = new URLSearchParams(r).toString();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? ipn(body) : call('GET', `/payments/return/momo?${query}`),
      ),
    );
    const returns = answers.filter((_, i) => i % 2 === 1);
    for (const back of returns) {
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/?member=depositv2&orderNo=${o.orderNo}&payment=paid`);
    }
    // Whichever of the two came first credited; every notification is acknowledged.
    for (const a of answered(answers.filter((_, i) => i % 2 === 0))) {
      expect(a.status).toBe(200);
      expect(['credited', 'replay']).toContain(a.result);
    }
    await expectSettled(m, o.orderNo, 'paid', 50_000_000n);
    const logged = await callbacks(o.orderNo);
    expect(logged.filter((x) => x === 'credited')).toHaveLength(1);
    expect(logged.filter((x) => x === 'replay')).toHaveLength(49);
  });

  it('ends a paid and a failed result crossing 25 by 25 in one state, money moved at most once', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const paid = JSON.stringify(result(o.orderNo));
    const failed = JSON.stringify(
      result(o.orderNo, { resultCode: '1001', message: 'Transaction denied by user.', transId: '0' }),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => ipn(i % 2 === 0 ? paid : failed)));
    const forPaid = tally(answers.filter((_, i) => i % 2 === 0));
    const forFailed = tally(answers.filter((_, i) => i % 2 === 1));
    const end = await status(m.token, o.orderNo);
    if (end === 'paid') {
      expect(forPaid).toEqual({ '200 credited': 1, '200 replay': 24 });
      expect(forFailed).toEqual({ '409 mismatch': 25 });
    } else {
      expect(end).toBe('failed');
      expect(forFailed).toEqual({ '200 failed': 1, '200 replay': 24 });
      expect(forPaid).toEqual({ '409 mismatch': 25 });
    }
    await expectSettled(m, o.orderNo, end as 'paid' | 'failed', 50_000_000n);
  });

  it('ends a payment in time crossing the expiry sweep in one state, money moved at most once', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    // Paid a second before the deadline; the notifications come as the deadline passes, while
    // the member's own reads of the order expire what is overdue.
    const body = JSON.stringify(
      result(o.orderNo, { responseTime: String(new Date(o.expiresAt).getTime() - 1000) }),
    );
    clock.advance(30 * 60_000 + 1000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? ipn(body) : call('GET', `/wps/cashier/deposit/${o.orderNo}`, { token: m.token }),
      ),
    );
    const notified = tally(answers.filter((_, i) => i % 2 === 0));
    const end = await status(m.token, o.orderNo);
    if (end === 'paid') expect(notified).toEqual({ '200 credited': 1, '200 replay': 24 });
    else {
      expect(end).toBe('expired');
      expect(notified).toEqual({ '409 mismatch': 25 });
    }
    await expectSettled(m, o.orderNo, end as 'paid' | 'expired', 50_000_000n);
  });

  it('changes nothing for a forged IPN or a return whose query was altered', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    const r = result(o.orderNo);
    const forged = await ipn(JSON.stringify({ ...r, signature: 'f'.repeat(64) }));
    expect(forged.statusCode).toBe(401);
    const unsigned = await ipn(JSON.stringify({ ...r, signature: undefined }));
    expect(unsigned.statusCode).toBe(401);
    const altered = new URLSearchParams({ ...r, amount: '5000000' }).toString();
    const back = await call('GET', `/payments/return/momo?${altered}`);
    expect(back.statusCode).toBe(400);
    expect(back.body).toContain('could not be verified');
    expect(await status(m.token, o.orderNo)).toBe('pending');
    expect(await credits(o.orderNo)).toEqual([]);
  });

  it('marks a cancelled or failed payment failed and refuses a success after it', async () => {
    const m = await kit.member();
    for (const action of ['cancel', 'fail'] as const) {
      const o = await order(m.token);
      const res = await press(o.orderNo, action);
      const back = new URL(res.headers.location as string, 'http://site.invalid');
      expect(back.searchParams.get('resultCode')).toBe(action === 'cancel' ? '1006' : '1001');
      const shop = await call('GET', `${back.pathname}${back.search}`);
      expect(shop.headers.location).toBe(`/?member=depositv2&orderNo=${o.orderNo}&payment=cancelled`);
      expect(await status(m.token, o.orderNo)).toBe('failed');
      const later = await ipn(JSON.stringify(result(o.orderNo, { transId: '4100000099' })));
      expect(later.statusCode).toBe(409);
      expect(await credits(o.orderNo)).toEqual([]);
    }
    expect((await kit.balance(m.token)).sumBalance).toBe('0.00');
  });

  it('never credits an order paid after its deadline', async () => {
    const m = await kit.member();
    const o = await order(m.token);
    clock.advance(30 * 60_000 + 1000);
    const paid = await press(o.orderNo, 'pay');
    const back = new URL(paid.headers.location as string, 'http://site.invalid');
    const shop = await call('GET', `${back.pathname}${back.search}`);
    expect(shop.headers.location).toBe(`/?member=depositv2&orderNo=${o.orderNo}&payment=cancelled`);
    expect(await status(m.token, o.orderNo)).toBe('expired');
    expect(await credits(o.orderNo)).toEqual([]);
    // Both reports of the late payment are kept for the desk, which returns the money.
    expect(await callbacks(o.orderNo)).toEqual(['expired', 'expired']);
  });

  it("the sandbox wallet refuses a request not signed with the merchant's key, and an order id twice", async () => {
    const wallet = sandboxWallet({
      db: suite.t.database.db,
      credentials: CREDENTIALS,
      deliver: async () => ({ statusCode: 200 }),
    });
    const request = {
      partnerCode: CREDENTIALS.partnerCode,
      requestId: 'DWALLETTEST01-1',
      amount: 20_000,
      orderId: 'DWALLETTEST01',
      orderInfo: 'test',
      redirectUrl: '/payments/return/momo',
      ipnUrl: '/wps/payments/callback/momo',
      requestType: 'captureWallet' as const,
      extraData: '',
      lang: 'vi' as const,
    };
    const sign = (key: string) =>
      walletSignature(key, CREATE_SIGNED, { ...request, accessKey: CREDENTIALS.accessKey });
    expect((await wallet.create({ ...request, signature: sign('someone-else') })).resultCode).toBe(11);
    expect(await wallet.create({ ...request, signature: sign(CREDENTIALS.secretKey) })).toMatchObject({
      resultCode: 0,
      payUrl: '/sandbox/wallet/pay/DWALLETTEST01',
    });
    expect((await wallet.create({ ...request, signature: sign(CREDENTIALS.secretKey) })).resultCode).toBe(41);
  });
});
