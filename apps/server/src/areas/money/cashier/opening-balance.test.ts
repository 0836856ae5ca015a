import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

process.env.PAYMENT_SANDBOX_SECRET ??= 'test-sandbox-secret';

/**
 * The demo player's opening balance is money the brand gave, not a deposit: the member's profit
 * and loss and the upline's team overview both count only deposits paid through the cashier.
 */
describe.each(dbKinds)('what counts as a deposit on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  let member: string;
  let agent: string;

  const login = async (username: string, password: string) =>
    (
      await call('POST', '/wps/session/login', {
        payload: { username, password, type: 'username' },
      })
    ).json().value.token as string;
  const profitDeposit = async () =>
    (await call('GET', '/wps/cashier/profit?period=M', { token: member })).json().value.deposit as string;
  const teamDeposits = async () =>
    (await call('GET', '/wps/agent/team/overview?period=M', { token: agent })).json().value
      .deposits as string;

  beforeAll(async () => {
    member = await login('demo01', 'Demo@1234');
    agent = await login('agent01', 'Agent@1234');
  });

  it('leaves the seeded opening balance out of both reports, and shows it as what it is', async () => {
    expect(await profitDeposit()).toBe('0.00');
    expect(await teamDeposits()).toBe('0.00');
    const history = await call('GET', '/wps/cashier/transactions?period=M', { token: member });
    const opening = (
      history.json().value.list as { type: string; kind: string; label: { source: string } | null }[]
    ).filter((r) => r.kind === 'opening_balance');
    expect(opening).toEqual([
      expect.objectContaining({ type: 'other', label: expect.objectContaining({ source: 'opening' }) }),
    ]);
    const deposits = await call('GET', '/wps/cashier/transactions?period=M&type=deposit', { token: member });
    expect(deposits.json().value.total).toBe(0);
  });

  it('counts a deposit paid through the cashier in both reports alike', async () => {
    const methods = (await call('GET', '/wps/cashier/deposit/methods', { token: member })).json().value as {
      id: string;
      code: string;
    }[];
    const created = await call('POST', '/wps/cashier/deposit', {
      token: member,
      payload: {
        methodId: methods.find((m) => m.code === 'BANK')?.id,
        amount: '500000.00',
        returnUrl: '/?member=depositv2',
      },
    });
    expect(created.statusCode).toBe(200);
    const paid = await call('POST', `/sandbox/pay/${created.json().value.orderNo}`, {
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(await profitDeposit()).toBe('500000.00');
    expect(await teamDeposits()).toBe('500000.00');
  });
});
