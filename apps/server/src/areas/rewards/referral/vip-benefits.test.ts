import { beforeAll, describe, expect, it } from 'vitest';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { moneyTransaction } from '../../money/index.ts';
import { referralKit } from './referral.test-kit.ts';
import { vipService } from './vip.service.ts';
import { birthdaysOn, vipBenefits } from './vip-benefits.ts';

const level2 = {
  level: 2,
  minValidBet: '1000000',
  minDeposit: '0',
  keepValidBet: '0',
  keepDeposit: '0',
  upgradeBonus: '0',
  cashbackBps: 2_500,
  withdrawMax: '300',
  withdrawDailyMax: '700',
  birthdayBonus: '88',
};

/** VIP level benefits: withdrawal limits on the request, the birthday bonus once a year, the progress view. */
describe.each(dbKinds)('VIP level benefits on %s', (kind) => {
  const t = suiteApp(kind);
  let admin: string;
  const kit = referralKit(() => t, 'vb');
  const { call } = kit;
  const db = () => t.database.db;

  beforeAll(async () => {
    await allowSmallSums(t);
    admin = await kit.staffToken();
    const saved = await call('PUT', '/bo/api/vip/rules', { token: admin, payload: { levels: [level2] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.levels[0]).toMatchObject({
      cashbackBps: 2_500,
      withdrawMax: '300.00',
      withdrawDailyMax: '700.00',
      birthdayBonus: '88.00',
    });
  });

  async function atLevel(level: number, opts: { balance?: bigint; birthday?: string } = {}) {
    const m = await kit.member({ balance: opts.balance ?? 0n });
    await db()
      .updateTable('members')
      .set({ vip_level: level, birthday: opts.birthday ?? null })
      .where('id', '=', m.id)
      .execute();
    return m;
  }

  it('answers the level benefits with the progress', async () => {
    const m = await atLevel(2);
    const p = (await call('GET', '/wps/vip/progress', { token: m.token })).json().value;
    expect(p.benefits).toEqual({
      cashbackBps: 2_500,
      withdrawMax: '300.00',
      withdrawDailyMax: '700.00',
      birthdayBonus: '88.00',
      vipService: false,
    });
    const vip = await atLevel(5);
    const q = (await call('GET', '/wps/vip/progress', { token: vip.token })).json().value;
    expect(q.benefits).toMatchObject({ cashbackBps: null, withdrawMax: null, vipService: true });
  });

  it("refuses a withdrawal above the level's single and daily limits", async () => {
    const m = await atLevel(2, { balance: 10_000_000n });
    await kit.setPaymentPassword(m.token);
    const bankAccountId = await kit.savedAccount(m);
    let n = 0;
    const ask = (amount: string) =>
      call('POST', '/wps/cashier/withdraw', {
        token: m.token,
        payload: {
          amount,
          paymentPassword: '123456',
          bankAccountId,
          requestId: `vip-wd-${++n}-${Date.now()}`,
        },
      });
    const big = await ask('400');
    expect(big.statusCode).toBe(409);
    expect(big.json()).toMatchObject({
      code: 'WITHDRAW_LIMIT_VIP',
      value: { level: 2, max: '300.00', dailyMax: '700.00' },
    });
    expect((await ask('300')).statusCode).toBe(200);
    // 300 + 2 × 200 reaches the daily 700; the next is refused.
    expect((await ask('200')).statusCode).toBe(200);
    expect((await ask('200')).statusCode).toBe(200);
    expect((await ask('200')).json().code).toBe('WITHDRAW_LIMIT_VIP');
    const orders = await db()
      .selectFrom('withdrawals')
      .select('amount')
      .where('member_id', '=', m.id)
      .execute();
    expect(orders.reduce((s, o) => s + o.amount, 0n)).toBe(70_000n);
    expect((await kit.balance(m.token)).cash).toBe('99300.00');
    // A member at a level without limits is held only by the brand's limits.
    const free = await atLevel(1, { balance: 10_000_000n });
    await kit.setPaymentPassword(free.token);
    const ok = await call('POST', '/wps/cashier/withdraw', {
      token: free.token,
      payload: { amount: '400', paymentPassword: '123456', bankAccountId: await kit.savedAccount(free) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  // The payment password lets only a few guesses run at once, so fifty requests of one member never
  // reach the limit together over HTTP; the burst goes straight at the check, in fifty transactions
  // that each write their order first, as the request does.
  it('keeps the daily limit exact under 50 concurrent requests', async () => {
    const m = await atLevel(2);
    const mid = await kit.merchantId();
    const limits = vipBenefits({ db: db(), now: () => new Date() });
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        moneyTransaction(db(), async (trx) => {
          await trx
            .insertInto('withdrawals')
            .values({
              order_no: `WVIP${Date.now()}${i}`,
              merchant_id: mid,
              member_id: m.id,
              amount: 20_000n,
              currency: 'VND',
              receiving_address: 'VCB 0789 VIP',
              request_key: `vip-burst-${i}`,
            })
            .execute();
          await limits.withdrawAllowed(trx, { merchantId: mid, memberId: m.id }, 20_000n);
        }),
      ),
    );
    // 3 × 200 fits the daily 700; a fourth would make 800.
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(refused.every((a) => (a.reason as { code?: string }).code === 'WITHDRAW_LIMIT_VIP')).toBe(true);
    const rows = await db()
      .selectFrom('withdrawals')
      .select('amount')
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('never lets a burst of 50 withdrawal requests over HTTP pass the daily limit', async () => {
    const m = await atLevel(2, { balance: 10_000_000n });
    await kit.setPaymentPassword(m.token);
    const bankAccountId = await kit.savedAccount(m);
    const before = (await kit.balance(m.token)).cash;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', '/wps/cashier/withdraw', {
          token: m.token,
          payload: {
            amount: '200',
            paymentPassword: '123456',
            bankAccountId,
            requestId: `vip-http-burst-${i}-${Date.now()}`,
          },
        }),
      ),
    );
    // Whatever the payment password's guard lets through at once, the limit decides the rest.
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code));
    expect(new Set(codes)).toSatisfy((set: Set<string>) =>
      [...set].every((c) => ['OK', 'WITHDRAW_LIMIT_VIP', 'PAYMENT_PASSWORD_LOCKED'].includes(c)),
    );
    const accepted = codes.filter((c) => c === 'OK').length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    // 3 × 200 fits the daily 700; a fourth would make 800.
    expect(accepted).toBeLessThanOrEqual(3);
    const rows = await db()
      .selectFrom('withdrawals')
      .select('amount')
      .where('member_id', '=', m.id)
      .execute();
    expect(rows.reduce((sum, r) => sum + r.amount, 0n)).toBe(BigInt(accepted) * 20_000n);
    const after = (await kit.balance(m.token)).cash;
    expect(Number(before) - Number(after)).toBe(accepted * 200);
  });

  it('pays the birthday bonus once a year, with two instances running the evaluation 50 times', async () => {
    const today = new Date();
    const md = today.toISOString().slice(5, 10);
    const tomorrow = new Date(today.getTime() + 86_400_000).toISOString().slice(5, 10);
    const born = (monthDay: string) => `1990-${monthDay}`;
    // 29 February is not a date of 1990: such a member would be born in a leap year.
    const birthday = md === '02-29' ? '1992-02-29' : born(md);
    const m = await atLevel(2, { birthday });
    const later = await atLevel(2, { birthday: tomorrow === '02-29' ? '1992-02-29' : born(tomorrow) });
    const unranked = await atLevel(1, { birthday });
    const a = vipService({ db: db(), now: () => today });
    const b = vipService({ db: db(), now: () => today });
    const runs = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).run()));
    expect(runs.reduce((s, r) => s + r.birthdays, 0)).toBe(1);
    expect(await kit.transfers('vip_birthday', m.id)).toBe(1);
    expect((await kit.balance(m.token)).cash).toBe('88.00');
    expect(await kit.transfers('vip_birthday', later.id)).toBe(0);
    expect(await kit.transfers('vip_birthday', unranked.id)).toBe(0);
    // The same day a year on pays again, once.
    const nextYear = new Date(
      Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate(), 12),
    );
    if (md !== '02-29') {
      const c = vipService({ db: db(), now: () => nextYear });
      await Promise.all([c.run(), c.run()]);
      expect(await kit.transfers('vip_birthday', m.id)).toBe(2);
    }
  });

  it('celebrates 29 February on the 28th in other years', () => {
    expect(birthdaysOn(new Date('2027-02-28T10:00:00Z'))).toEqual(['02-28', '02-29']);
    expect(birthdaysOn(new Date('2028-02-28T10:00:00Z'))).toEqual(['02-28']);
    expect(birthdaysOn(new Date('2028-02-29T10:00:00Z'))).toEqual(['02-29']);
  });
});
