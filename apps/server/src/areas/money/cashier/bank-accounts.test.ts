import { MAX_BANK_ACCOUNTS } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { cashierKit, TEST_REAL_NAME } from './cashier.test-kit.ts';

describe.each(dbKinds)('saved withdrawal bank accounts on %s', (kind) => {
  const t = suiteApp(kind);
  beforeAll(async () => {
    await allowSmallSums(t);
  });
  const kit = cashierKit(() => t, 'ba');
  const { call } = kit;
  const db = () => t.database.db;

  const list = async (token: string) => {
    const res = await call('GET', '/wps/cashier/bankAccounts', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as {
      list: Array<{
        id: string;
        bankCode: string;
        accountNumber: string;
        holderName: string;
        status: string;
      }>;
      max: number;
      realName: string | null;
    };
  };
  const add = (token: string, payload: object) =>
    call('POST', '/wps/cashier/bankAccounts', { token, payload });
  const remove = (token: string, id: string) => call('DELETE', `/wps/cashier/bankAccounts/${id}`, { token });
  const vcb = (accountNumber = '0071000123456', holderName = 'nguyen van thu') => ({
    bankCode: 'VCB',
    accountNumber,
    holderName,
  });
  const named = async (name: string | null = TEST_REAL_NAME) => {
    const m = await kit.member({ balance: 100_000n });
    await db().updateTable('members').set({ payee_name: name }).where('id', '=', m.id).execute();
    return m;
  };
  const stored = (memberId: bigint) =>
    db().selectFrom('member_bank_accounts').selectAll().where('member_id', '=', memberId).execute();

  it('saves an account in the real name whatever its case, diacritics or spacing, and lists it', async () => {
    const m = await named();
    expect(await list(m.token)).toEqual({ list: [], max: MAX_BANK_ACCOUNTS, realName: 'NGUYEN VAN THU' });
    const res = await add(m.token, vcb('0071 000 123-456', '  NGUYỄN  văn thử '));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      accountNumber: '0071000123456',
      // Kept the way banks print the holder's name.
      holderName: 'NGUYEN VAN THU',
      status: 'new',
    });
    expect((await list(m.token)).list).toEqual([res.json().value]);
  });

  it("refuses a number outside the bank's rule, an unknown bank, and letters, saving nothing", async () => {
    const m = await named();
    // Agribank numbers are thirteen digits.
    const short = await add(m.token, { ...vcb('123456789012'), bankCode: 'VBA' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'BANK_ACCOUNT_NUMBER_INVALID',
      message: 'The account number must be exactly 13 digits for Agribank',
      value: { bank: 'Agribank', minDigits: 13, maxDigits: 13 },
    });
    expect((await add(m.token, { ...vcb('12345678901234'), bankCode: 'VBA' })).json().code).toBe(
      'BANK_ACCOUNT_NUMBER_INVALID',
    );
    expect((await add(m.token, { ...vcb(), bankCode: 'NOPE' })).json().code).toBe('VALIDATION');
    expect((await add(m.token, vcb('00710001234AB'))).json().code).toBe('VALIDATION');
    expect((await add(m.token, vcb('0071000123456', ' '))).json().code).toBe('VALIDATION');
    expect(await stored(m.id)).toEqual([]);
    expect((await add(m.token, { ...vcb('1234567890123'), bankCode: 'VBA' })).statusCode).toBe(200);
  });

  it('refuses an account in another name, and any account before the member has a real name', async () => {
    const m = await named();
    const other = await add(m.token, vcb('0071000123456', 'Nguyen Van Thuy'));
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('BANK_ACCOUNT_NAME_MISMATCH');
    expect((await add(m.token, vcb('0071000123456', 'Nguyen Van'))).json().code).toBe(
      'BANK_ACCOUNT_NAME_MISMATCH',
    );
    expect(await stored(m.id)).toEqual([]);

    const nameless = await named(null);
    expect((await list(nameless.token)).realName).toBeNull();
    const refused = await add(nameless.token, vcb());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REAL_NAME_REQUIRED');
    expect(await stored(nameless.id)).toEqual([]);
  });

  it('takes the name given for identity verification over the payee name of registration', async () => {
    const m = await named('Nguyen Van Thu');
    await db()
      .insertInto('member_kyc')
      .values({
        member_id: m.id,
        merchant_id: await kit.merchantId(),
        personal: JSON.stringify({ payeename: 'Đặng Thị Hoà' }),
      })
      .execute();
    expect((await list(m.token)).realName).toBe('DANG THI HOA');
    expect((await add(m.token, vcb())).json().code).toBe('BANK_ACCOUNT_NAME_MISMATCH');
    expect((await add(m.token, vcb('0071000123456', 'dang thi hoa'))).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_BANK_ACCOUNTS} accounts, no account twice, and frees a place on removal`, async () => {
    const m = await named();
    const ids: string[] = [];
    for (let i = 0; i < MAX_BANK_ACCOUNTS; i++) {
      const res = await add(m.token, vcb(`007100012345${i}`));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().value.id);
    }
    const twice = await add(m.token, vcb('0071000123450'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('BANK_ACCOUNT_EXISTS');
    const full = await add(m.token, vcb('0071000123459'));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'BANK_ACCOUNT_LIMIT', value: { max: MAX_BANK_ACCOUNTS } });

    const stranger = await named();
    expect((await remove(stranger.token, ids[0] ?? '')).json().code).toBe('BANK_ACCOUNT_NOT_FOUND');
    expect((await remove(m.token, ids[0] ?? '')).json().value).toEqual({ removed: true });
    expect((await remove(m.token, ids[0] ?? '')).statusCode).toBe(404);
    expect((await list(m.token)).list.map((a) => a.id)).toEqual(ids.slice(1));
    // The removed number can be saved again, as a new account.
    const again = await add(m.token, vcb('0071000123450'));
    expect(again.json().value).toMatchObject({ status: 'new' });
    expect(again.json().value.id).not.toBe(ids[0]);
  });

  it(`saves exactly ${MAX_BANK_ACCOUNTS} of 20 different accounts added at once`, async () => {
    const m = await named();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add(m.token, vcb(`00710009${String(i).padStart(5, '0')}`))),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(MAX_BANK_ACCOUNTS);
    expect(codes.filter((c) => c === 'BANK_ACCOUNT_LIMIT')).toHaveLength(20 - MAX_BANK_ACCOUNTS);
    expect(await stored(m.id)).toHaveLength(MAX_BANK_ACCOUNTS);
  });

  it('saves one of 10 adds of the same account at once', async () => {
    const m = await named();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(m.token, vcb())));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'BANK_ACCOUNT_EXISTS')).toHaveLength(9);
    expect(await stored(m.id)).toHaveLength(1);
  });

  it("pays out only to the member's own live account, and flags it until finance approves one", async () => {
    const m = await named();
    await kit.setPaymentPassword(m.token);
    const account = (await add(m.token, vcb())).json().value.id as string;
    const withdraw = (bankAccountId: string, amount = '100') =>
      call('POST', '/wps/cashier/withdraw', {
        token: m.token,
        payload: { amount, paymentPassword: '123456', bankAccountId },
      });

    // Someone else's account, or one that does not exist: refused before any money moves.
    const stranger = await named();
    const theirs = (await add(stranger.token, vcb('0071000999999'))).json().value.id as string;
    for (const id of [theirs, '999999999']) {
      const res = await withdraw(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('BANK_ACCOUNT_NOT_FOUND');
    }
    expect(await kit.balance(m.token)).toMatchObject({ locked: '0.00' });

    const first = (await withdraw(account)).json().value;
    expect(first).toMatchObject({
      newAccount: true,
      bankAccount: { id: account, accountNumber: '0071000123456' },
    });
    const finance = await kit.staffWith(['finance']);
    const review = (orderNo: string, decision: 'approve' | 'reject') =>
      call('POST', `/bo/api/finance/withdrawals/${orderNo}/${decision}`, {
        token: finance,
        payload: { note: 'checked the account' },
        ip: '10.38.0.3',
      });
    // A rejection leaves the account new: the next withdrawal is flagged again.
    expect((await review(first.orderNo, 'reject')).statusCode).toBe(200);
    const second = (await withdraw(account)).json().value;
    expect(second.newAccount).toBe(true);
    expect((await review(second.orderNo, 'approve')).statusCode).toBe(200);
    expect((await list(m.token)).list[0]?.status).toBe('verified');
    const third = (await withdraw(account)).json().value;
    expect(third.newAccount).toBe(false);

    // Removing the account keeps it on the withdrawals made to it, and no new one can use it.
    expect((await remove(m.token, account)).statusCode).toBe(200);
    expect((await withdraw(account)).json().code).toBe('BANK_ACCOUNT_NOT_FOUND');
    const mine = (await call('GET', '/wps/cashier/withdrawals', { token: m.token })).json().value.list;
    expect(mine.map((w: { bankAccount: { id: string } }) => w.bankAccount.id)).toEqual([
      account,
      account,
      account,
    ]);
  });
});
