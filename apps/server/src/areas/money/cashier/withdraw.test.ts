import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { forgedPngDataUrl, pngDataUrl, testClock } from '../../../test/member-kit.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { cashierKit } from './cashier.test-kit.ts';

describe.each(dbKinds)('withdrawals, payment password and finance review on %s', (kind) => {
  const clock = testClock(new Date());
  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    await allowSmallSums(t);
  });
  const kit = cashierKit(() => t, 'wd');
  const { call } = kit;
  const withdraw = (token: string, payload: object) =>
    call('POST', '/wps/cashier/withdraw', { token, payload });
  /** A member (as the kit makes one) with a saved bank account in their real name. */
  const member = async (opts: { balance?: bigint } = {}) => {
    const m = await kit.member(opts);
    return { ...m, account: await kit.savedAccount(m) };
  };
  const ask = (m: { token: string; account: string }, amount = '200', paymentPassword = '123456') =>
    withdraw(m.token, { amount, paymentPassword, bankAccountId: m.account });
  const approve = (token: string, orderNo: string, body: object = {}) =>
    call('POST', `/bo/api/finance/withdrawals/${orderNo}/approve`, { token, payload: body, ip: '10.38.0.1' });
  const reject = (token: string, orderNo: string, body: object) =>
    call('POST', `/bo/api/finance/withdrawals/${orderNo}/reject`, { token, payload: body, ip: '10.38.0.2' });
  const audit = (orderNo: string) =>
    selectWhere(t.database.db, 'audit_log', { target_type: 'withdrawal', target_id: orderNo })
      .select(['action', 'before', 'after', 'staff_id', 'ip'])
      .orderBy('id')
      .execute();
  const paymentClearing = async () => {
    const rows = await t.database.db
      .selectFrom('ledger_accounts as a')
      .innerJoin('ledger_balances as b', 'b.account_id', 'a.id')
      .select((eb) => eb.fn.sum<string>('b.balance').as('total'))
      .where('a.owner_kind', '=', 'payment')
      .where('a.owner_id', '=', 'sandbox')
      .executeTakeFirst();
    return BigInt(rows?.total ?? 0);
  };

  it('sets and changes the payment password, with the old one required and checked', async () => {
    const m = await kit.member();
    const isSet = async () =>
      (await call('GET', '/wps/member/paymentPassword', { token: m.token })).json().value;
    expect(await isSet()).toEqual({ isSet: false });
    const set = (payload: object) => call('POST', '/wps/member/paymentPassword', { token: m.token, payload });
    expect((await set({ paymentPassword: '12345', confirmPaymentPassword: '12345' })).statusCode).toBe(400);
    expect((await set({ paymentPassword: 'abcdef', confirmPaymentPassword: 'abcdef' })).statusCode).toBe(400);
    const mismatch = await set({ paymentPassword: '123456', confirmPaymentPassword: '654321' });
    expect(mismatch.json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_CONFIRM',
      message: 'Incorrect confirmation input',
    });
    expect(await isSet()).toEqual({ isSet: false });
    expect((await set({ paymentPassword: '123456', confirmPaymentPassword: '123456' })).statusCode).toBe(200);
    expect(await isSet()).toEqual({ isSet: true });
    const stored = await selectWhere(t.database.db, 'payment_passwords', { member_id: m.id })
      .select('hash')
      .executeTakeFirstOrThrow();
    expect(stored.hash).toMatch(/^\$argon2id\$/);
    expect((await set({ paymentPassword: '222222', confirmPaymentPassword: '222222' })).statusCode).toBe(400);
    const wrongOld = await set({
      oldPaymentPassword: '000000',
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect(wrongOld.statusCode).toBe(403);
    expect(wrongOld.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { attemptsLeft: 4 } });
    const changed = await set({
      oldPaymentPassword: '123456',
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect(changed.statusCode).toBe(200);
    const pw = await selectWhere(t.database.db, 'payment_passwords', { member_id: m.id })
      .select(['failed_count'])
      .executeTakeFirstOrThrow();
    expect(pw.failed_count).toBe(0);
  });

  it('refuses a withdrawal without a payment password, with a wrong one, and locks after five', async () => {
    const m = await member({ balance: 100_000n });
    const none = await ask(m);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
    await kit.setPaymentPassword(m.token);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await ask(m, '200', '999999')).json().code);
    expect(codes).toEqual([
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_LOCKED',
      'PAYMENT_PASSWORD_LOCKED',
    ]);
    // Even the right password waits out the lock.
    expect((await ask(m)).json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '1000.00', locked: '0.00' });
    clock.advance(15 * 60_000 + 1000);
    expect((await ask(m)).statusCode).toBe(200);
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '800.00', locked: '200.00' });
  });

  it('refuses bad input, amounts outside the limits and more than the balance, changing nothing', async () => {
    const m = await member({ balance: 50_000n });
    await kit.setPaymentPassword(m.token);
    for (const payload of [
      { amount: '200', paymentPassword: '123456' },
      // Money never goes to a typed-in address, only to a saved account.
      { amount: '200', paymentPassword: '123456', receivingAddress: 'VCB 0071000123456 NGUYEN VAN THU' },
      { amount: '200', paymentPassword: '123456', bankAccountId: 'VCB 0071000123456' },
      { amount: '200', paymentPassword: '123456', bankAccountId: '0' },
      { amount: '-200', paymentPassword: '123456', bankAccountId: m.account },
      { amount: '2.005', paymentPassword: '123456', bankAccountId: m.account },
      { amount: 200, paymentPassword: '123456', bankAccountId: m.account },
    ]) {
      expect((await withdraw(m.token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const low = await ask(m, '99.99');
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      value: { min: '100.00', max: '100,000,000.00' },
    });
    const broke = await ask(m, '500.01');
    expect(broke.statusCode).toBe(409);
    expect(broke.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '500.00', locked: '0.00' });
    const rows = await selectWhere(t.database.db, 'withdrawals', { member_id: m.id }).select('id').execute();
    expect(rows).toEqual([]);
    const limits = (await call('GET', '/wps/cashier/withdraw/limits', { token: m.token })).json().value;
    expect(limits).toEqual({
      minAmount: '100.00',
      maxAmount: '100000000.00',
      available: '500.00',
      confirmMinutes: 30,
      paymentPasswordSet: true,
    });
  });

  it('applies one withdrawal per requestId', async () => {
    const m = await member({ balance: 100_000n });
    await kit.setPaymentPassword(m.token);
    const body = {
      amount: '300',
      paymentPassword: '123456',
      bankAccountId: m.account,
      requestId: 'retry-0001',
    };
    const first = await withdraw(m.token, body);
    const again = await withdraw(m.token, body);
    expect(again.json().value.orderNo).toBe(first.json().value.orderNo);
    const other = await withdraw(m.token, { ...body, amount: '301' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const elsewhere = await withdraw(m.token, {
      ...body,
      bankAccountId: await kit.savedAccount(m, '0071000654321'),
    });
    expect(elsewhere.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '700.00', locked: '300.00' });
  });

  it('lets finance approve once: money leaves locked for the payout account, audit before and after', async () => {
    const m = await member({ balance: 100_000n });
    await kit.setPaymentPassword(m.token);
    const w = (await ask(m, '250')).json().value;
    expect(w).toMatchObject({
      status: 'pending',
      amount: '250.00',
      bankAccount: {
        id: m.account,
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        accountNumber: '0071000123456',
        holderName: 'NGUYEN VAN THU',
      },
    });

    const risk = await kit.staffWith(['risk']);
    const denied = await approve(risk, w.orderNo);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('STAFF_FORBIDDEN');
    expect((await approve(m.token, w.orderNo)).statusCode).toBe(401);
    expect((await call('POST', `/bo/api/finance/withdrawals/${w.orderNo}/approve`)).statusCode).toBe(401);
    // The session is checked before the body: no token and no reason is still 401.
    expect((await call('POST', `/bo/api/finance/withdrawals/${w.orderNo}/reject`)).statusCode).toBe(401);
    expect((await reject(risk, w.orderNo, {})).statusCode).toBe(403);

    const finance = await kit.staffWith(['finance']);
    const queue = (await call('GET', '/bo/api/finance/withdrawals?status=pending', { token: finance })).json()
      .value;
    expect(queue.find((x: { orderNo: string }) => x.orderNo === w.orderNo)).toMatchObject({
      username: m.username,
      amount: '250.00',
      // The first withdrawal to a newly saved account: flagged for the desk, with the payout details.
      newAccount: true,
      receivingAddress: '970436 0071000123456 NGUYEN VAN THU',
    });
    const before = await paymentClearing();
    const ok = await approve(finance, w.orderNo, { note: 'checked' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ status: 'paid', reviewNote: 'checked' });
    expect(ok.json().value.confirmBy).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '750.00', locked: '0.00' });
    expect((await paymentClearing()) - before).toBe(25_000n);

    const twice = await approve(finance, w.orderNo);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('WITHDRAWAL_REVIEWED');
    expect((await reject(finance, w.orderNo, { note: 'late' })).json().code).toBe('WITHDRAWAL_REVIEWED');
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '750.00', locked: '0.00' });

    const rows = await audit(w.orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'withdrawal.approve',
      before: { status: 'pending', amount: '25000' },
      after: { status: 'paid', amount: '25000', reviewNote: 'checked' },
      ip: '10.38.0.1',
    });
    const mine = (await call('GET', '/wps/cashier/withdrawals', { token: m.token })).json().value;
    expect(mine.list[0]).toMatchObject({ orderNo: w.orderNo, status: 'paid' });
  });

  it('answers two simultaneous approvals with one payout', async () => {
    const m = await member({ balance: 100_000n });
    await kit.setPaymentPassword(m.token);
    const w = (await ask(m, '400')).json().value;
    const admin = await kit.staffToken();
    const results = await Promise.all([
      approve(admin, w.orderNo),
      approve(admin, w.orderNo),
      approve(admin, w.orderNo),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const payouts = await selectWhere(t.database.db, 'ledger_transfers', {
      reference: w.orderNo,
      kind: 'withdraw_payout',
    })
      .select('id')
      .execute();
    expect(payouts).toHaveLength(1);
    expect(await audit(w.orderNo)).toHaveLength(1);
  });

  it('returns the money on rejection, which needs a reason', async () => {
    const m = await member({ balance: 100_000n });
    await kit.setPaymentPassword(m.token);
    const w = (await ask(m, '600')).json().value;
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '400.00', locked: '600.00' });
    const finance = await kit.staffWith(['finance']);
    expect((await reject(finance, w.orderNo, { note: ' ' })).statusCode).toBe(400);
    const res = await reject(finance, w.orderNo, { note: 'name does not match the account' });
    expect(res.json().value).toMatchObject({
      status: 'rejected',
      reviewNote: 'name does not match the account',
    });
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '1000.00', locked: '0.00' });
    expect((await approve(finance, w.orderNo)).json().code).toBe('WITHDRAWAL_REVIEWED');
    const rows = await audit(w.orderNo);
    expect(rows.map((r) => r.action)).toEqual(['withdrawal.reject']);
    expect(rows[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected' } });
    expect((await approve(finance, 'W20990101AAAAAAAAAA')).statusCode).toBe(404);
  });

  it('confirms receipt, or disputes it with a proof checked by its bytes', async () => {
    const m = await member({ balance: 100_000n });
    await kit.setPaymentPassword(m.token);
    const admin = await kit.staffToken();
    const a = (await ask(m, '100')).json().value;
    const b = (await ask(m, '150')).json().value;
    const confirm = (orderNo: string, payload: object) =>
      call('POST', `/wps/cashier/withdraw/${orderNo}/confirm`, { token: m.token, payload });

    expect((await confirm(a.orderNo, { received: true })).json().code).toBe('WITHDRAWAL_NOT_CONFIRMABLE');
    await approve(admin, a.orderNo);
    await approve(admin, b.orderNo);
    const other = await kit.member();
    expect(
      (
        await call('POST', `/wps/cashier/withdraw/${a.orderNo}/confirm`, {
          token: other.token,
          payload: { received: true },
        })
      ).statusCode,
    ).toBe(404);

    const okA = await confirm(a.orderNo, { received: true });
    expect(okA.json().value).toMatchObject({
      status: 'received',
      confirmation: 'received',
      paidAmount: '100.00',
    });
    expect((await confirm(a.orderNo, { received: false, proof: pngDataUrl })).statusCode).toBe(409);

    expect((await confirm(b.orderNo, { received: false })).json().code).toBe('PROOF_REQUIRED');
    expect((await confirm(b.orderNo, { received: false, proof: forgedPngDataUrl })).json().code).toBe(
      'IMAGE_TYPE',
    );
    const tooBig = `data:image/png;base64,${Buffer.alloc(5_242_881, 1).toString('base64')}`;
    expect((await confirm(b.orderNo, { received: false, proof: tooBig })).json().code).toBe('IMAGE_SIZE');
    expect(
      (await confirm(b.orderNo, { received: false, partial: true, paidAmount: '150', proof: pngDataUrl }))
        .statusCode,
    ).toBe(400);
    const disputed = await confirm(b.orderNo, {
      received: false,
      partial: true,
      paidAmount: '50',
      proof: pngDataUrl,
    });
    expect(disputed.json().value).toMatchObject({
      status: 'disputed',
      confirmation: 'partial',
      paidAmount: '50.00',
    });
    const proof = await call('GET', `/bo/api/finance/withdrawals/${b.orderNo}/proof`, { token: admin });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect(
      (await call('GET', `/bo/api/finance/withdrawals/${b.orderNo}/proof`, { token: m.token })).statusCode,
    ).toBe(401);
  });

  it('treats a paid withdrawal as received once the confirmation minutes pass', async () => {
    const m = await member({ balance: 100_000n });
    await kit.setPaymentPassword(m.token);
    const w = (await ask(m, '120')).json().value;
    // A bare POST, no body at all, is a plain approval.
    const bare = await call('POST', `/bo/api/finance/withdrawals/${w.orderNo}/approve`, {
      token: await kit.staffToken(),
    });
    expect(bare.statusCode).toBe(200);
    clock.advance(29 * 60_000);
    let mine = (await call('GET', '/wps/cashier/withdrawals', { token: m.token })).json().value;
    expect(mine.list[0]).toMatchObject({ orderNo: w.orderNo, status: 'paid' });
    clock.advance(60_000);
    mine = (await call('GET', '/wps/cashier/withdrawals', { token: m.token })).json().value;
    expect(mine.list[0]).toMatchObject({ status: 'received', confirmation: 'auto' });
    const late = await call('POST', `/wps/cashier/withdraw/${w.orderNo}/confirm`, {
      token: m.token,
      payload: { received: false, proof: pngDataUrl },
    });
    expect(late.json().code).toBe('WITHDRAWAL_NOT_CONFIRMABLE');
    // Forced receipt: the money stays paid out.
    expect(await kit.balance(m.token)).toMatchObject({ sumBalance: '880.00', locked: '0.00' });
  });

  it('keeps demo (trial) accounts out of the cashier', async () => {
    const trial = (await call('POST', '/wps/session/login/freeplay', { payload: {}, ip: '10.37.0.1' })).json()
      .value.token;
    const res = await ask({ token: trial, account: '1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('DEMO_ACCOUNT');
  });
});
