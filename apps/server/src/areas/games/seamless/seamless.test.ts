import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { testClock } from '../../../test/member-kit.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { WALLET_SESSION_MS } from './seamless.sessions.ts';
import { closeReconciled, walletKit } from './test-kit.ts';

describe.each(dbKinds)('seamless wallet /seamless/v1 on %s', (kind) => {
  let t: TestContext;
  const clock = testClock(new Date());
  const kit = walletKit(() => t);
  let member: string;
  let token: string;
  let seq = 0;
  const id = (p: string) => `${p}-${kind}-${++seq}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
    member = await kit.login();
    token = await kit.walletToken(member);
  });
  // Whatever the suite did, the ledger still proves itself.
  afterAll(() => closeReconciled(t));

  const bet = (b: { transactionId: string; roundId: string; amount: number; token?: string }) =>
    kit.wallet('bet', { token, currency: 'VND', gameCode: 'coin-flip', ...b });
  const win = (b: {
    transactionId: string;
    roundId: string;
    amount: number;
    roundClosed?: boolean;
    token?: string;
  }) => kit.wallet('win', { token, currency: 'VND', ...b });
  const rollback = (b: {
    transactionId: string;
    referenceTransactionId: string;
    roundId: string;
    token?: string;
  }) => kit.wallet('rollback', { token, currency: 'VND', ...b });
  const roundOf = (roundId: string) =>
    selectWhere(t.database.db, 'game_rounds', { vendor: 'SANDBOX', round_id: roundId })
      .select(['stake', 'win', 'status', 'settled_at'])
      .executeTakeFirst();

  it('refuses a wrong signature, an unknown vendor and a missing signature, changing nothing', async () => {
    const before = await kit.cash();
    const forged = await kit.wallet(
      'bet',
      { token, transactionId: id('forged'), roundId: id('r'), amount: 100, currency: 'VND' },
      { signWith: 'not-the-secret-at-all-0123456789abcdef' },
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: 'SIGNATURE_INVALID' });
    const unknown = await kit.wallet('balance', { token }, { vendor: 'NOPE', signWith: 'x'.repeat(32) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('VENDOR_UNKNOWN');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/seamless/v1/balance',
      headers: { host: 'localhost', 'content-type': 'application/json', 'x-vendor-code': 'SANDBOX' },
      payload: JSON.stringify({ token }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('SIGNATURE_INVALID');
    expect(await kit.cash()).toBe(before);
  });

  it('authenticates the launch token and answers the balance in minor units', async () => {
    const res = await kit.wallet('authenticate', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      username: 'demo01',
      currency: 'VND',
      balance: Number(await kit.cash()),
    });
    const bal = await kit.wallet('balance', { token });
    expect(bal.json().value).toEqual({ balance: Number(await kit.cash()), currency: 'VND' });
    const bogus = await kit.wallet('authenticate', { token: 'made-up-token' });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().code).toBe('SESSION_INVALID');
  });

  it('rejects bad input with the field named', async () => {
    const res = await kit.wallet('bet', {
      token,
      transactionId: id('bad'),
      roundId: 'r',
      amount: 1.5,
      currency: 'VND',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().message).toContain('amount');
    const cur = await bet({ transactionId: id('cur'), roundId: id('r'), amount: 100, token }).then(() =>
      kit.wallet('bet', { token, transactionId: id('cur'), roundId: id('r'), amount: 100, currency: 'USD' }),
    );
    expect(cur.json().code).toBe('CURRENCY_MISMATCH');
  });

  it('applies a transaction id once; a repeat answers the first answer; other data under the id is refused', async () => {
    const before = await kit.cash();
    const tx = id('bet');
    const roundId = id('round');
    const first = await bet({ transactionId: tx, roundId, amount: 2_500 });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({
      transactionId: tx,
      balance: Number(before - 2_500n),
      currency: 'VND',
      roundId,
    });
    // Money moves between the repeats: the repeat still answers what the first call answered.
    await bet({ transactionId: id('other'), roundId: id('round'), amount: 100 });
    const again = await bet({ transactionId: tx, roundId, amount: 2_500 });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    expect(await kit.cash()).toBe(before - 2_600n);

    const different = await bet({ transactionId: tx, roundId, amount: 9_999 });
    expect(different.statusCode).toBe(409);
    expect(different.json().code).toBe('TRANSACTION_CONFLICT');
    // The same id as a win is other data too.
    const asWin = await win({ transactionId: tx, roundId, amount: 2_500 });
    expect(asWin.json().code).toBe('TRANSACTION_CONFLICT');
    expect(await kit.cash()).toBe(before - 2_600n);
    expect(await roundOf(roundId)).toMatchObject({ stake: 2_500n, status: 'open' });
  });

  it('applies 20 identical bets sent at once exactly once', async () => {
    const before = await kit.cash();
    const tx = id('burst');
    const roundId = id('round');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bet({ transactionId: tx, roundId, amount: 1_000 })),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    const balances = new Set(answers.map((a) => a.json().value.balance));
    expect([...balances]).toEqual([Number(before - 1_000n)]);
    expect(await kit.cash()).toBe(before - 1_000n);
    expect(await roundOf(roundId)).toMatchObject({ stake: 1_000n });
    const rows = await t.database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `seamless:SANDBOX:${tx}`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers insufficient funds with the balance and stores nothing, so the id can be retried', async () => {
    const before = await kit.cash();
    const tx = id('big');
    const roundId = id('round');
    const res = await bet({ transactionId: tx, roundId, amount: Number(before) + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_FUNDS',
      value: { balance: Number(before), currency: 'VND' },
    });
    expect(await kit.cash()).toBe(before);
    expect(await roundOf(roundId)).toBeUndefined();
    const retry = await bet({ transactionId: tx, roundId, amount: 100 });
    expect(retry.statusCode).toBe(200);
  });

  it('records a rollback of a bet that has not arrived and refuses the late bet', async () => {
    const before = await kit.cash();
    const betTx = id('late');
    const roundId = id('round');
    const rb = await rollback({ transactionId: id('rb'), referenceTransactionId: betTx, roundId });
    expect(rb.statusCode).toBe(200);
    expect(rb.json().value).toMatchObject({ betFound: false, balance: Number(before) });
    const late = await bet({ transactionId: betTx, roundId, amount: 500 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('TRANSACTION_ROLLED_BACK');
    expect(await kit.cash()).toBe(before);
    expect(await roundOf(roundId)).toBeUndefined();
  });

  it('rolls back a placed bet once: the stake comes back and the round is void', async () => {
    const before = await kit.cash();
    const betTx = id('rbme');
    const roundId = id('round');
    await bet({ transactionId: betTx, roundId, amount: 700 });
    expect(await kit.cash()).toBe(before - 700n);
    const rbTx = id('rb');
    const rb = await rollback({ transactionId: rbTx, referenceTransactionId: betTx, roundId });
    expect(rb.json().value).toMatchObject({ betFound: true, balance: Number(before) });
    // A repeat, and a second rollback under another id, refund nothing more.
    expect(
      (await rollback({ transactionId: rbTx, referenceTransactionId: betTx, roundId })).json().value,
    ).toEqual(rb.json().value);
    expect(
      (await rollback({ transactionId: id('rb2'), referenceTransactionId: betTx, roundId })).statusCode,
    ).toBe(200);
    expect(await kit.cash()).toBe(before);
    expect(await roundOf(roundId)).toMatchObject({ stake: 0n, status: 'void' });
    // A win on the cancelled round is refused; so is a rollback of something that is not a bet.
    expect((await win({ transactionId: id('w'), roundId, amount: 100 })).json().code).toBe('ROUND_CANCELLED');
    expect(
      (await rollback({ transactionId: id('rb3'), referenceTransactionId: rbTx, roundId })).json().code,
    ).toBe('ROLLBACK_NOT_BET');
  });

  it('settles a round with its win, accepts a later win on the closed round, refuses a bet on it', async () => {
    const before = await kit.cash();
    const roundId = id('round');
    await bet({ transactionId: id('b'), roundId, amount: 1_000 });
    const w = await win({ transactionId: id('w'), roundId, amount: 1_960, roundClosed: true });
    expect(w.json().value.balance).toBe(Number(before + 960n));
    expect(await roundOf(roundId)).toMatchObject({ stake: 1_000n, win: 1_960n, status: 'settled' });
    const late = await win({ transactionId: id('w'), roundId, amount: 40 });
    expect(late.statusCode).toBe(200);
    expect(await roundOf(roundId)).toMatchObject({ win: 2_000n, status: 'settled' });
    const closedBet = await bet({ transactionId: id('b'), roundId, amount: 100 });
    expect(closedBet.json().code).toBe('ROUND_CLOSED');
    expect(await kit.cash()).toBe(before + 1_000n);
    expect((await win({ transactionId: id('w'), roundId: id('none'), amount: 5 })).json().code).toBe(
      'ROUND_NOT_FOUND',
    );
  });

  it('refuses bets on an expired session but takes its wins, rollbacks and bonus wins', async () => {
    const session = await kit.walletToken(member, 'lucky-wheel');
    const roundId = id('round');
    const betTx = id('b');
    const placed = await bet({ transactionId: betTx, roundId, amount: 1_000, token: session });
    expect(placed.statusCode).toBe(200);
    const other = id('round');
    const otherTx = id('b');
    await bet({ transactionId: otherTx, roundId: other, amount: 300, token: session });
    clock.advance(WALLET_SESSION_MS + 60_000);
    try {
      const before = await kit.cash();
      const refused = await bet({
        transactionId: id('b'),
        roundId: id('round'),
        amount: 100,
        token: session,
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('SESSION_EXPIRED');
      expect((await kit.wallet('authenticate', { token: session })).json().code).toBe('SESSION_EXPIRED');
      // A repeat of a bet placed while the session lived still gets its answer.
      expect(
        (await bet({ transactionId: betTx, roundId, amount: 1_000, token: session })).json().value,
      ).toEqual(placed.json().value);
      const w = await win({ transactionId: id('w'), roundId, amount: 3_000, token: session });
      expect(w.statusCode).toBe(200);
      const rb = await rollback({
        transactionId: id('rb'),
        referenceTransactionId: otherTx,
        roundId: other,
        token: session,
      });
      expect(rb.json().value).toMatchObject({ betFound: true });
      const bonus = await kit.wallet('bonus-win', {
        token: session,
        transactionId: id('bonus'),
        bonusId: 'free-spins-1',
        amount: 500,
        currency: 'VND',
      });
      expect(bonus.statusCode).toBe(200);
      expect(await kit.cash()).toBe(before + 3_800n);
      expect(await roundOf(bonus.json().value.roundId)).toMatchObject({
        stake: 0n,
        win: 500n,
        status: 'settled',
      });
    } finally {
      clock.advance(-(WALLET_SESSION_MS + 60_000));
    }
  });

  it('keeps a vendor to its own sessions and games', async () => {
    const res = await bet({ transactionId: id('b'), roundId: id('round'), amount: 100, token }).then(() =>
      kit.wallet('bet', {
        token,
        transactionId: id('b'),
        roundId: id('round'),
        amount: 100,
        currency: 'VND',
        gameCode: 'golden-dragon',
      }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('GAME_NOT_FOUND');
  });
});
