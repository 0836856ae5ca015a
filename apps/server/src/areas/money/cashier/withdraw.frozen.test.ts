import { beforeAll, describe, expect, it } from 'vitest';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { cashierKit } from './cashier.test-kit.ts';

describe.each(dbKinds)('withdrawals of a member staff froze, on %s', (kind) => {
  const t = suiteApp(kind);
  beforeAll(async () => {
    await allowSmallSums(t);
  });
  const kit = cashierKit(() => t, 'frz');

  it('refuses the request with WITHDRAW_FROZEN and moves nothing, until unfrozen', async () => {
    const m = await kit.member({ balance: 100_000n });
    await kit.setPaymentPassword(m.token);
    const bankAccountId = await kit.savedAccount(m);
    const risk = await kit.staffWith(['risk']);
    const freeze = (frozen: boolean) =>
      kit.call('POST', `/bo/api/members/${m.id}/withdrawals-frozen`, {
        token: risk,
        payload: { frozen, reason: 'chargeback review' },
      });
    const ask = () =>
      kit.call('POST', '/wps/cashier/withdraw', {
        token: m.token,
        payload: { amount: '200', paymentPassword: '123456', bankAccountId },
      });

    const before = await kit.balance(m.token);
    expect((await freeze(true)).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'WITHDRAW_FROZEN',
      message: 'Withdrawals from this account are suspended, please contact customer service',
    });
    expect(await kit.balance(m.token)).toEqual(before);

    expect((await freeze(false)).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect((await kit.balance(m.token)).locked).not.toEqual(before.locked);
  });
});
