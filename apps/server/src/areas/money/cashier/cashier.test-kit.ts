import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { brandId } from '../../../test/brand-kit.ts';
import { caller } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { seedDemoBalance } from '../ledger/ledger.seed.ts';

/** The real name test members get, as they would type it. */
export const TEST_REAL_NAME = 'Nguyễn Văn Thử';

/** Shared steps of the cashier suites: fresh members with money, staff tokens, balances. */
export function cashierKit(t: () => TestContext, prefix: string) {
  const call = caller(t);
  let seq = 0;

  const merchantId = () => brandId(t().database.db);

  /** A new real member, funded through a ledger deposit when `balance` (minor units) is given. */
  async function member(opts: { balance?: bigint; uplineId?: bigint | null; type?: number } = {}) {
    seq += 1;
    const username = `${prefix}${seq}u`;
    const mid = await merchantId();
    const row = await t()
      .database.db.insertInto('members')
      .values({
        merchant_id: mid,
        username,
        nickname: username,
        password_hash: await hashPassword('Secret@123', TEST_COST),
        type: opts.type ?? 0,
        upline_id: opts.uplineId ?? null,
        last_login_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (opts.balance) await seedDemoBalance(t().database.db, mid, row.id, opts.balance);
    const login = await call('POST', '/wps/session/login', {
      payload: { username, password: 'Secret@123', type: 'username' },
      ip: `10.${40 + (seq % 200)}.${Math.floor(seq / 200)}.${seq % 250}`,
    });
    return { id: row.id, username, token: login.json().value.token as string };
  }

  const staff = staffKit(t);
  const staffToken = staff.login;

  /** Adds an operator with the given roles; answers its token. */
  async function staffWith(roles: string[]) {
    seq += 1;
    return staff.withRoles(`${prefix}staff${seq}`, roles);
  }

  async function balance(token: string) {
    return (await call('GET', '/wps/v2/wallets/balance', { token })).json().value as {
      sumBalance: string;
      cash: string;
      locked: string;
    };
  }

  async function setPaymentPassword(token: string, pw = '123456') {
    const res = await call('POST', '/wps/member/paymentPassword', {
      token,
      payload: { paymentPassword: pw, confirmPaymentPassword: pw },
    });
    if (res.statusCode !== 200) throw new Error(`payment password: ${res.body}`);
  }

  /**
   * Gives the member a real name (the registration's payee name) and saves a Vietcombank account
   * in it; answers the account's id, what withdrawals take.
   */
  async function savedAccount(m: { id: bigint; token: string }, accountNumber = '0071000123456') {
    await t()
      .database.db.updateTable('members')
      .set({ payee_name: TEST_REAL_NAME })
      .where('id', '=', m.id)
      .execute();
    const res = await call('POST', '/wps/cashier/bankAccounts', {
      token: m.token,
      payload: { bankCode: 'VCB', accountNumber, holderName: TEST_REAL_NAME },
    });
    if (res.statusCode !== 200) throw new Error(`bank account: ${res.body}`);
    return res.json().value.id as string;
  }

  return { call, member, merchantId, staffToken, staffWith, balance, setPaymentPassword, savedAccount };
}
