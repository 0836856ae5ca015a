import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { captchaAnswer } from '../../../test/member-kit.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { cashierKit } from '../../money/cashier/cashier.test-kit.ts';
import { LOGIN_MAX_FAILURES } from './login-guard.ts';

/**
 * Password guesses sent all at once: however many arrive together, no more than the limit are
 * checked, and the lock they reach holds against the right password too.
 */
describe.each(dbKinds)('guess limits under bursts on %s', (kind) => {
  const t = suiteApp(kind);
  beforeAll(async () => {
    // The withdrawals here are 1.00 (their amount is not what is tested).
    await allowSmallSums(t);
  });
  const kit = cashierKit(() => t, 'gl');
  const { call } = kit;
  const codes = (answers: Array<{ json(): { code: string } }>) => answers.map((a) => a.json().code);
  const count = (list: string[], code: string) => list.filter((c) => c === code).length;

  const withdraw = (m: { token: string; account: string }, paymentPassword: string) =>
    call('POST', '/wps/cashier/withdraw', {
      token: m.token,
      payload: { amount: '100', paymentPassword, bankAccountId: m.account },
    });
  /** A member with money, a payment password and a saved bank account. */
  const withdrawer = async () => {
    const m = await kit.member({ balance: 100_000n });
    await kit.setPaymentPassword(m.token);
    return { ...m, account: await kit.savedAccount(m) };
  };
  const withdrawals = async (memberId: bigint) =>
    (await t.database.db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).execute())
      .length;

  it('checks at most five payment passwords of a burst of 30 wrong ones, then stays locked', async () => {
    const m = await withdrawer();
    const answers = codes(await Promise.all(Array.from({ length: 30 }, () => withdraw(m, '999999'))));
    expect(count(answers, 'PAYMENT_PASSWORD_WRONG')).toBe(4);
    expect(count(answers, 'PAYMENT_PASSWORD_LOCKED')).toBe(26);
    expect((await withdraw(m, '123456')).json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await withdrawals(m.id)).toBe(0);
  });

  it('lets the right payment password through a burst of 29 wrong ones only as one of five checks', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const m = await withdrawer();
      const answers = codes(
        await Promise.all([
          ...Array.from({ length: 29 }, () => withdraw(m, '999999')),
          withdraw(m, '123456'),
        ]),
      );
      const wrong = count(answers, 'PAYMENT_PASSWORD_WRONG');
      const ok = count(answers, 'OK');
      expect(wrong + ok).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
      expect(await withdrawals(m.id)).toBe(ok);
      if (ok === 0) {
        // Five wrong guesses were checked: the lock holds for the right one.
        expect((await withdraw(m, '123456')).json().code).toBe('PAYMENT_PASSWORD_LOCKED');
      } else {
        // The right one reset the guesses before it; only those after it count.
        const row = await selectWhere(t.database.db, 'payment_passwords', { member_id: m.id })
          .select('failed_count')
          .executeTakeFirstOrThrow();
        expect(row.failed_count).toBeLessThanOrEqual(LOGIN_MAX_FAILURES - 1);
      }
    }
  });

  async function addMember(username: string) {
    const merchantId = await kit.merchantId();
    await t.database.db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username,
        nickname: username,
        password_hash: await hashPassword('Secret@123', TEST_COST),
        last_login_at: new Date(),
      })
      .execute();
  }

  it('checks at most five member login passwords of 30 sent at once from 30 addresses', async () => {
    const username = `glburst${kind}`;
    await addMember(username);
    const ips = Array.from({ length: 30 }, (_, i) => `10.77.${kind === 'pglite' ? 1 : 2}.${i + 1}`);
    // Every guess brings a valid captcha, so only the account's guess limit can stop it.
    const captchas = await Promise.all(
      ips.map(async (ip) => {
        const res = await call('GET', '/wps/captcha', { ip });
        const { captchaId } = res.json().value;
        return { captchaId, captcha: await captchaAnswer(t, captchaId) };
      }),
    );
    const answers = codes(
      await Promise.all(
        ips.map((ip, i) =>
          call('POST', '/wps/session/login', {
            ip,
            payload: { username, password: 'wrong-one', type: 'username', ...captchas[i] },
          }),
        ),
      ),
    );
    expect(count(answers, 'LOGIN_FAILED')).toBe(LOGIN_MAX_FAILURES);
    expect(count(answers, 'ACCOUNT_LOCKED')).toBe(30 - LOGIN_MAX_FAILURES);
    const after = await call('POST', '/wps/session/login', {
      ip: '10.77.9.9',
      payload: { username, password: 'Secret@123', type: 'username' },
    });
    expect(after.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('locks a staff account after five wrong passwords, even when 30 arrive at once', async () => {
    const username = `glstaff${kind}`;
    await t.database.db
      .insertInto('staff')
      .values({ username, password_hash: await hashPassword('Staff@1234', TEST_COST), roles: ['finance'] })
      .execute();
    const login = (password: string, ip: string) =>
      call('POST', '/bo/api/session/login', { ip, payload: { username, password } });
    const answers = codes(
      await Promise.all(Array.from({ length: 30 }, (_, i) => login('Wrong@1234', `10.78.0.${i + 1}`))),
    );
    expect(count(answers, 'STAFF_LOGIN_FAILED')).toBe(LOGIN_MAX_FAILURES);
    expect(count(answers, 'ACCOUNT_LOCKED')).toBe(30 - LOGIN_MAX_FAILURES);
    const right = await login('Staff@1234', '10.78.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('forgives earlier wrong staff passwords after the right one', async () => {
    const username = `glstaffok${kind}`;
    await t.database.db
      .insertInto('staff')
      .values({ username, password_hash: await hashPassword('Staff@1234', TEST_COST), roles: ['finance'] })
      .execute();
    const login = (password: string) =>
      call('POST', '/bo/api/session/login', { ip: '10.78.2.1', payload: { username, password } });
    for (let i = 0; i < 4; i++) expect((await login('Wrong@1234')).json().code).toBe('STAFF_LOGIN_FAILED');
    expect((await login('Staff@1234')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('Wrong@1234')).json().code).toBe('STAFF_LOGIN_FAILED');
    expect((await login('Staff@1234')).statusCode).toBe(200);
  });
});
