import { describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { reconcileLedger } from '../ledger/ledger.reconcile.ts';
import { cashierKit } from './cashier.test-kit.ts';

describe.each(dbKinds)('wallets, transfer wallets and transfer to upline on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = cashierKit(() => t, 'wl');
  const { call } = kit;

  const consolidated = async (token: string) =>
    (await call('GET', '/wps/member/info/funds/consolidated', { token })).json().value as {
      currency: string;
      sumBalance: string;
      wallets: Array<{ vendor: string; name: string; balance: string }>;
    };
  const move = (token: string, payload: object) =>
    call('POST', '/wps/relay/GCS_walletTransfer', { token, payload });
  const toUpline = (token: string, payload: object) =>
    call('POST', '/wps/cashier/transferUpline', { token, payload });

  it('answers the balance as value.sumBalance with two decimals, and 401 without a session', async () => {
    const m = await kit.member({ balance: 123_456_789n });
    const res = await call('GET', '/wps/v2/wallets/balance', { token: m.token });
    expect(res.json()).toMatchObject({
      success: true,
      value: { sumBalance: '1234567.89', cash: '1234567.89', bonus: '0.00', locked: '0.00' },
    });
    expect((await call('GET', '/wps/v2/wallets/balance')).statusCode).toBe(401);
    expect((await call('GET', '/wps/member/info/funds/consolidated')).statusCode).toBe(401);
  });

  it('tells the merchant wallet mode: transfer wallets of the brand, so not single', async () => {
    const m = await kit.member();
    const res = await call('GET', '/wps/relay/GCS_merchantWallet?isSingle=1', { token: m.token });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.isSingle).toBe(false);
    expect(value.wallets.map((w: { vendor: string }) => w.vendor)).toEqual(['PLL', 'KCP']);

    // A brand without transfer-wallet vendors runs on the single main wallet.
    const mid = await kit.merchantId();
    const saved = await t.database.db.selectFrom('transfer_wallet_vendors').selectAll().execute();
    await t.database.db.deleteFrom('transfer_wallet_vendors').where('merchant_id', '=', mid).execute();
    try {
      const single = (await call('GET', '/wps/relay/GCS_merchantWallet', { token: m.token })).json().value;
      expect(single).toEqual({ isSingle: true, wallets: [] });
      expect((await consolidated(m.token)).wallets.map((w) => w.vendor)).toEqual(['MAIN']);
    } finally {
      await t.database.db.insertInto('transfer_wallet_vendors').values(saved).execute();
    }
  });

  it('moves money between the main wallet and a vendor wallet through the ledger, once per requestId', async () => {
    const m = await kit.member({ balance: 100_000n });
    expect(await consolidated(m.token)).toMatchObject({
      sumBalance: '1000.00',
      wallets: [
        { vendor: 'MAIN', balance: '1000.00' },
        { vendor: 'PLL', balance: '0.00' },
        { vendor: 'KCP', balance: '0.00' },
      ],
    });

    const body = { fromWallet: 'MAIN', toWallet: 'PLL', amount: '300.50', requestId: 'wallet-move-1' };
    const first = await move(m.token, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      sumBalance: '1000.00',
      wallets: [
        { vendor: 'MAIN', balance: '699.50' },
        { vendor: 'PLL', balance: '300.50' },
        { vendor: 'KCP', balance: '0.00' },
      ],
    });
    // A retry applies nothing; the same key for another amount is refused.
    expect((await move(m.token, body)).statusCode).toBe(200);
    const other = await move(m.token, { ...body, amount: '1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '699.50' });

    // Back to the main wallet, vendor code in any case.
    const back = await move(m.token, { fromWallet: 'pll', toWallet: 'main', amount: '0.50' });
    expect(back.json().value.wallets[1]).toMatchObject({ vendor: 'PLL', balance: '300.00' });
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '700.00' });

    const rows = await selectWhere(t.database.db, 'ledger_transfers', { kind: 'wallet_transfer' })
      .select(['amount', 'reference'])
      .where('idempotency_key', 'like', `wallet:${m.id}:%`)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { amount: 30_050n, reference: 'MAIN>PLL' },
      { amount: 50n, reference: 'PLL>MAIN' },
    ]);
  });

  it('refuses more than the wallet holds, unknown or same-side wallets and bad amounts, moving nothing', async () => {
    const m = await kit.member({ balance: 10_000n });
    const refused = async (payload: object, status: number, code: string) => {
      const res = await move(m.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().code, JSON.stringify(payload)).toBe(code);
    };
    await refused({ fromWallet: 'MAIN', toWallet: 'PLL', amount: '100.01' }, 409, 'INSUFFICIENT_FUNDS');
    await refused({ fromWallet: 'KCP', toWallet: 'MAIN', amount: '1' }, 409, 'INSUFFICIENT_FUNDS');
    await refused({ fromWallet: 'MAIN', toWallet: 'NOPE', amount: '1' }, 404, 'WALLET_UNKNOWN');
    await refused({ fromWallet: 'MAIN', toWallet: 'MAIN', amount: '1' }, 400, 'WALLET_SAME');
    await refused({ fromWallet: 'PLL', toWallet: 'KCP', amount: '1' }, 400, 'WALLET_SAME');
    for (const amount of ['0', '-5', '1.001', 'ten']) {
      await refused({ fromWallet: 'MAIN', toWallet: 'PLL', amount }, 400, 'VALIDATION');
    }
    expect(await consolidated(m.token)).toMatchObject({
      sumBalance: '100.00',
      wallets: [{ balance: '100.00' }, { balance: '0.00' }, { balance: '0.00' }],
    });
    const trial = (await call('POST', '/wps/session/login/freeplay', { payload: {}, ip: '10.36.0.9' })).json()
      .value.token;
    const demo = await move(trial, { fromWallet: 'MAIN', toWallet: 'PLL', amount: '1' });
    expect(demo.statusCode).toBe(403);
    expect(demo.json().code).toBe('DEMO_ACCOUNT');
  });

  it('sends cash to the direct upline only, with the payment password, and never below zero', async () => {
    const agent = await kit.member({ type: 1 });
    const m = await kit.member({ balance: 50_000n, uplineId: agent.id });
    const stranger = await kit.member();

    expect((await toUpline(m.token, { amount: '10', paymentPassword: '123456' })).json().code).toBe(
      'PAYMENT_PASSWORD_NOT_SET',
    );
    await kit.setPaymentPassword(m.token);
    const wrong = await toUpline(m.token, { amount: '10', paymentPassword: '000000' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_WRONG');
    const notMine = await toUpline(m.token, {
      amount: '10',
      paymentPassword: '123456',
      toUpline: stranger.username,
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().code).toBe('NOT_UPLINE');
    const tooMuch = await toUpline(m.token, { amount: '500.01', paymentPassword: '123456' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '500.00' });
    expect(await kit.balance(agent.token)).toMatchObject({ sumBalance: '0.00' });

    const body = {
      amount: '120.25',
      paymentPassword: '123456',
      toUpline: agent.username.toUpperCase(),
      requestId: 'upline-0001',
    };
    const sent = await toUpline(m.token, body);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toEqual({ upline: agent.username, amount: '120.25', balance: '379.75' });
    expect((await toUpline(m.token, body)).statusCode).toBe(200);
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '379.75' });
    expect(await kit.balance(agent.token)).toMatchObject({ sumBalance: '120.25' });

    // A member without an upline, or whose upline is no longer active, has no one to send to.
    await kit.setPaymentPassword(stranger.token);
    expect((await toUpline(stranger.token, { amount: '1', paymentPassword: '123456' })).json().code).toBe(
      'NO_UPLINE',
    );
    await t.database.db.updateTable('members').set({ status: 'locked' }).where('id', '=', agent.id).execute();
    const frozen = await toUpline(m.token, { amount: '1', paymentPassword: '123456' });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().code).toBe('NO_UPLINE');
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '379.75' });
  });

  it('leaves the ledger reconciled after all of the above', async () => {
    const report = await reconcileLedger(t.database.db);
    expect(report.problems).toEqual([]);
  });
});
