import { CURRENCY_DEFAULTS, moneyToWire } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { changeHeard } from '../../../test/changes.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { cashierKit } from '../../money/cashier/cashier.test-kit.ts';
import { moneySettingsService } from './money-settings.service.ts';

/** A brand's amounts: its currency's defaults, the overrides staff set, and who reads them. */
/** The dollar brand's deposit quick picks, from the USD defaults, wherever no override changes them. */
const DOLLAR_QUICK_PICKS = ['10.00', '20.00', '50.00', '100.00', '500.00'];

describe.each(dbKinds)('money settings on %s', (kind) => {
  const t = suiteApp(kind);
  let admin: string;
  const kit = cashierKit(() => t, 'ms');
  const { call } = kit;
  const db = () => t.database.db;
  const permission = async (merchantCode: string) =>
    (await call('GET', `/wps/system/permission?merchantCode=${merchantCode}`)).json().value.whitelabel.money;
  const save = (payload: object, token = admin) =>
    call('PUT', '/bo/api/money-settings', { token, payload, ip: '10.37.0.1' });
  /** A save whose change the app has heard, so its cached reads show it. */
  const saveHeard = async (payload: object) => {
    let res: Awaited<ReturnType<typeof save>> | undefined;
    await changeHeard(t.app, 'merchant', async () => {
      res = await save(payload);
    });
    return res as Awaited<ReturnType<typeof save>>;
  };
  const audits = () =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'money.settings')
      .execute();

  beforeAll(async () => {
    admin = await kit.staffToken();
    for (const [code, currency] of [
      ['peso', 'PHP'],
      ['dollar', 'USD'],
    ] as const) {
      const { id } = await copyDemoBrand(db(), code);
      await db().updateTable('merchants').set({ currency }).where('id', '=', id).execute();
    }
  });

  it("gives each brand its currency's magnitudes", async () => {
    const peso = await permission('peso');
    expect(peso).toEqual(moneyToWire(CURRENCY_DEFAULTS.PHP));
    expect(peso.deposit.quickPicks).toEqual(['100.00', '500.00', '1000.00', '5000.00']);
    expect((await permission('dollar')).deposit.quickPicks).toEqual(DOLLAR_QUICK_PICKS);
    const demo = await permission('demo');
    expect(demo.deposit.quickPicks).toEqual([
      '100000.00',
      '200000.00',
      '500000.00',
      '1000000.00',
      '5000000.00',
    ]);
    expect(demo.bonus.signUp).toBe('50000.00');
    const dollarId = (
      await db().selectFrom('merchants').select('id').where('code', '=', 'dollar').executeTakeFirstOrThrow()
    ).id;
    expect((await moneySettingsService({ db: db() }).effective(dollarId)).withdraw.min).toBe(20_00n);
  });

  it('lets an override win over the default, audit-logged, and shows it to staff with both', async () => {
    const res = await saveHeard({
      merchantCode: 'peso',
      overrides: { deposit: { quickPicks: ['300', '600', '1200.5'] }, lottery: { defaultStake: '25' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      merchantCode: 'peso',
      currency: 'PHP',
      overrides: {
        deposit: { quickPicks: ['300.00', '600.00', '1200.50'] },
        lottery: { defaultStake: '25.00' },
      },
      effective: { deposit: { min: '100.00', quickPicks: ['300.00', '600.00', '1200.50'] } },
    });
    expect(res.json().value.defaults.deposit.quickPicks).toEqual(['100.00', '500.00', '1000.00', '5000.00']);
    const peso = await permission('peso');
    expect(peso.deposit.quickPicks).toEqual(['300.00', '600.00', '1200.50']);
    expect(peso.lottery).toEqual({
      defaultStake: '25.00',
      quickPicks: ['10.00', '20.00', '50.00', '100.00'],
    });
    expect(peso.withdraw).toEqual(moneyToWire(CURRENCY_DEFAULTS.PHP).withdraw);
    // Other brands keep their own.
    expect((await permission('dollar')).deposit.quickPicks).toEqual(DOLLAR_QUICK_PICKS);
    expect(await audits()).toEqual([
      expect.objectContaining({
        before: {},
        after: {
          deposit: { quickPicks: ['300.00', '600.00', '1200.50'] },
          lottery: { defaultStake: '25.00' },
        },
      }),
    ]);
    const read = await call('GET', '/bo/api/money-settings?merchantCode=peso', { token: admin });
    expect(read.json().value.overrides).toEqual(res.json().value.overrides);
  });

  it('refuses amounts out of order or malformed with the reason, changing nothing', async () => {
    const before = await permission('peso');
    const outOfOrder = await save({
      merchantCode: 'peso',
      overrides: { deposit: { min: '1000', quickPicks: ['500', '2000'] }, inhouse: { chips: ['50', '10'] } },
    });
    expect(outOfOrder.statusCode).toBe(400);
    expect(outOfOrder.json()).toMatchObject({
      code: 'MONEY_SETTINGS_INVALID',
      value: {
        problems: [
          'deposit: quick picks must rise and lie between the minimum and the maximum',
          'inhouse: chips must be above zero, rise and stay within the maximum stake',
        ],
      },
    });
    for (const overrides of [
      { deposit: { min: '-5' } },
      { deposit: { min: '1.234' } },
      { deposit: { quickPicks: [] } },
      { deposit: { fee: '5' } },
      { jackpot: { min: '5' } },
      { points: { convertPoints: 1.5 } },
    ]) {
      const res = await save({ merchantCode: 'peso', overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await permission('peso')).toEqual(before);
    expect(await audits()).toHaveLength(1);
  });

  it('is for admin staff only; members and other roles are refused', async () => {
    const finance = await kit.staffWith(['finance']);
    expect((await save({ merchantCode: 'peso', overrides: {} }, finance)).statusCode).toBe(403);
    const m = await kit.member();
    expect((await save({ merchantCode: 'peso', overrides: {} }, m.token)).statusCode).toBe(401);
    expect((await call('GET', '/bo/api/money-settings')).statusCode).toBe(401);
  });

  it("checks deposits and withdrawals against the brand's limits, overrides included", async () => {
    const m = await kit.member({ balance: 1_000_000_00n });
    const account = await kit.savedAccount(m);
    await kit.setPaymentPassword(m.token);
    const withdraw = (amount: string) =>
      call('POST', '/wps/cashier/withdraw', {
        token: m.token,
        payload: { amount, paymentPassword: '123456', bankAccountId: account },
      });
    expect((await withdraw('99999')).json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      value: { min: '100,000.00', max: '100,000,000.00' },
    });
    const methods = (await call('GET', '/wps/cashier/deposit/methods', { token: m.token })).json().value;
    const bank = methods.find((x: { code: string }) => x.code === 'BANK');
    expect(bank).toMatchObject({ minAmount: '50000.00', maxAmount: '500000000.00' });
    // USDT keeps its own limits, in USDT.
    expect(methods.find((x: { code: string }) => x.code === 'USDT')).toMatchObject({ minAmount: '10.00' });
    const low = await call('POST', '/wps/cashier/deposit', {
      token: m.token,
      payload: { methodId: bank.id, amount: '49999', returnUrl: '/?member=depositv2' },
    });
    expect(low.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { min: '50,000.00' } });

    await saveHeard({
      merchantCode: 'demo',
      overrides: { withdraw: { min: '20000' }, deposit: { min: '20000' } },
    });
    try {
      const limits = (await call('GET', '/wps/cashier/withdraw/limits', { token: m.token })).json().value;
      expect(limits).toMatchObject({ minAmount: '20000.00', maxAmount: '100000000.00' });
      expect((await withdraw('20000')).statusCode).toBe(200);
      const cheaper = (await call('GET', '/wps/cashier/deposit/methods', { token: m.token })).json().value;
      expect(cheaper.find((x: { code: string }) => x.code === 'BANK')).toMatchObject({
        minAmount: '20000.00',
      });
    } finally {
      await saveHeard({ merchantCode: 'demo', overrides: {} });
    }
  });
});
