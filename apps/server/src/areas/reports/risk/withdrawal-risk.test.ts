import type { KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller, testClock } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { moneySettingsService } from '../../brand/index.ts';
import { withdrawalRiskService } from './withdrawal-risk.service.ts';
import { riskKit } from './withdrawal-risk.test-kit.ts';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe.each(dbKinds)('withdrawal risk flags on %s', (kind) => {
  const t = suiteApp(kind, { now: testClock(NOW).now });
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.61.0.1');
  const kit = riskKit(() => t, 'rk');
  let finance = '';

  beforeAll(async () => {
    finance = await staff.withRoles('risk_finance', ['finance']);
  });

  async function flagsOf(orderNos: string[], token = finance) {
    const res = await call('GET', `/bo/api/finance/withdrawal-risk?orderNos=${orderNos.join(',')}`, {
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as Array<{
      orderNo: string;
      flags: string[];
      turnover: { turnover: string; deposits: string; multiple: number };
      account: { addedAt: string | null; paidBefore: boolean };
      shared: Array<{ memberId: string; username: string; byAddress: boolean; byDevice: boolean }>;
      sharedCount: number;
    }>;
  }
  const one = async (orderNo: string) => (await flagsOf([orderNo]))[0];

  /** A member paid out 20 days ago to an account saved 60 days ago, asking again to the same one. */
  async function settled() {
    const m = await kit.member();
    const acct = await kit.account(m, daysAgo(60));
    await kit.withdrawal(m, { at: daysAgo(20), accountId: acct, status: 'paid' });
    return { m, acct };
  }

  it('flags turnover below N × deposits since the last paid withdrawal, not at exactly N ×', async () => {
    const { m, acct } = await settled();
    // Before the last payout: neither counts.
    await kit.deposit(m, 900_00n, daysAgo(25));
    await kit.stakes(m, 5_00n, daysAgo(25));
    await kit.deposit(m, 300_00n, daysAgo(10));
    await kit.stakes(m, 299_99n, daysAgo(9));
    const below = await kit.withdrawal(m, { at: daysAgo(1), accountId: acct });
    const r = await one(below);
    expect(r?.turnover).toMatchObject({ turnover: '299.99', deposits: '300.00', multiple: 1 });
    expect(r?.flags).toEqual(['turnover']);

    await kit.stakes(m, 1n, daysAgo(8));
    expect((await one(below))?.flags).toEqual([]);
  });

  it("reads N from the brand's money settings", async () => {
    const { m, acct } = await settled();
    await kit.deposit(m, 100_00n, daysAgo(10));
    await kit.stakes(m, 250_00n, daysAgo(9));
    const order = await kit.withdrawal(m, { at: daysAgo(1), accountId: acct });
    expect((await one(order))?.flags).toEqual([]);
    const admin = await staff.login();
    const save = await call('PUT', '/bo/api/money-settings', {
      token: admin,
      payload: { overrides: { withdrawRisk: { turnoverMultiple: 3 } } },
    });
    expect(save.statusCode, save.body).toBe(200);
    const r = await one(order);
    expect(r?.turnover.multiple).toBe(3);
    expect(r?.flags).toEqual(['turnover']);
    await call('PUT', '/bo/api/money-settings', { token: admin, payload: { overrides: {} } });
  });

  it('counts from registration when nothing was paid out, and flags an account never paid to', async () => {
    const m = await kit.member({ registeredAt: daysAgo(40) });
    const acct = await kit.account(m, daysAgo(30));
    await kit.deposit(m, 100_00n, daysAgo(39));
    await kit.stakes(m, 100_00n, daysAgo(38));
    const order = await kit.withdrawal(m, { at: daysAgo(1), accountId: acct });
    const r = await one(order);
    expect(r?.turnover).toMatchObject({ turnover: '100.00', deposits: '100.00' });
    expect(r?.account.paidBefore).toBe(false);
    expect(r?.flags).toEqual(['newAccount']);
  });

  it('flags an account saved less than 7 days before the request, not one saved exactly 7 days before', async () => {
    const m = await kit.member();
    const at = daysAgo(1);
    const young = await kit.account(m, new Date(at.getTime() - 7 * DAY_MS + 1000), '1111111');
    const week = await kit.account(m, new Date(at.getTime() - 7 * DAY_MS), '2222222');
    // Both were paid to before, so only their age can raise the flag.
    await kit.withdrawal(m, { at: daysAgo(3), accountId: young, status: 'paid' });
    await kit.withdrawal(m, { at: daysAgo(3), accountId: week, status: 'paid' });
    const a = await kit.withdrawal(m, { at, accountId: young });
    const b = await kit.withdrawal(m, { at, accountId: week });
    const [ra, rb] = await flagsOf([a, b]);
    expect(ra?.flags).toContain('newAccount');
    expect(rb?.flags).not.toContain('newAccount');
  });

  it('names other members of the brand seen on the same address or device in 30 days, not of another brand', async () => {
    const { m, acct } = await settled();
    const order = await kit.withdrawal(m, { at: daysAgo(1), accountId: acct });
    await kit.login(m, daysAgo(2), { ip: '203.0.113.7', deviceId: 'device-aaaa-1' });
    const sameIp = await kit.member();
    await kit.login(sameIp, daysAgo(5), { ip: '203.0.113.7' });
    const sameDevice = await kit.member();
    await kit.login(sameDevice, daysAgo(29), { ip: '198.51.100.1', deviceId: 'device-aaaa-1' });
    const tooOld = await kit.member();
    await kit.login(tooOld, daysAgo(31), { ip: '203.0.113.7', deviceId: 'device-aaaa-1' });
    const other = await copyDemoBrand(t.database.db, 'riskother');
    const elsewhere = await kit.member({ merchantId: other.id });
    await kit.login(elsewhere, daysAgo(2), { ip: '203.0.113.7', deviceId: 'device-aaaa-1' });

    const r = await one(order);
    expect(r?.flags).toEqual(['sharedAccess']);
    expect(r?.sharedCount).toBe(2);
    expect(r?.shared).toEqual(
      expect.arrayContaining([
        { memberId: sameIp.id.toString(), username: sameIp.username, byAddress: true, byDevice: false },
        {
          memberId: sameDevice.id.toString(),
          username: sameDevice.username,
          byAddress: false,
          byDevice: true,
        },
      ]),
    );

    const alone = await settled();
    const quiet = await kit.withdrawal(alone.m, { at: daysAgo(1), accountId: alone.acct });
    await kit.login(alone.m, daysAgo(2), { ip: '192.0.2.200', deviceId: 'device-zzzz-9' });
    expect((await one(quiet))?.flags).toEqual([]);
  });

  it('keeps the device id a sign-in sends, and refuses a malformed one', async () => {
    const m = await kit.member();
    const login = (deviceId: string) =>
      call('POST', '/wps/session/login', {
        payload: { username: m.username, password: 'Secret@123', deviceId },
        ip: '10.61.5.5',
      });
    expect((await login('bad id!')).statusCode).toBe(400);
    expect((await login('phone-1234-abcd')).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('member_logins')
      .select(['ip', 'device_id'])
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toEqual([{ ip: '10.61.5.5', device_id: 'phone-1234-abcd' }]);
  });

  it('reads the flags of 50 withdrawals in a bounded number of statements', async () => {
    const orders: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      const { m, acct } = await settled();
      await kit.deposit(m, 100_00n, daysAgo(5));
      await kit.login(m, daysAgo(2), { ip: `198.18.0.${i}`, deviceId: `device-bulk-${i}` });
      orders.push(await kit.withdrawal(m, { at: daysAgo(1), accountId: acct }));
    }
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.database.db.withPlugin(counter);
    const risk = withdrawalRiskService({ db, money: moneySettingsService({ db }), now: () => NOW });
    const flags = await risk.forOrders(null, orders);
    expect(flags).toHaveLength(50);
    expect(flags.every((f) => f.flags.includes('turnover'))).toBe(true);
    // Two readings for the page and one brand's money settings, however many rows.
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('refuses bad order lists and hides another brand’s withdrawals from its staff', async () => {
    expect((await call('GET', '/bo/api/finance/withdrawal-risk', { token: finance })).statusCode).toBe(400);
    const bad = await call('GET', '/bo/api/finance/withdrawal-risk?orderNos=abc%20def', { token: finance });
    expect(bad.statusCode).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => `WX${100000 + i}`).join(',');
    expect(
      (await call('GET', `/bo/api/finance/withdrawal-risk?orderNos=${many}`, { token: finance })).statusCode,
    ).toBe(400);
    const { m, acct } = await settled();
    const order = await kit.withdrawal(m, { at: daysAgo(1), accountId: acct });
    const other = await copyDemoBrand(t.database.db, 'riskbrand2');
    const theirs = await staff.withRoles('risk_other_brand', ['finance'], other.id);
    expect(await flagsOf([order], theirs)).toEqual([]);
  });

  it('is read by finance, risk, admin and auditor, and by no other role', async () => {
    const { m, acct } = await settled();
    const order = await kit.withdrawal(m, { at: daysAgo(1), accountId: acct });
    for (const [role, allowed] of [
      ['risk', true],
      ['auditor', true],
      ['admin', true],
      ['content', false],
      ['customer_service', false],
    ] as const) {
      const token = await staff.withRoles(`risk_role_${role}`, [role]);
      const res = await call('GET', `/bo/api/finance/withdrawal-risk?orderNos=${order}`, { token });
      expect(res.statusCode, role).toBe(allowed ? 200 : 403);
    }
  });
});
