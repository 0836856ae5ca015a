import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { DEMO_WINNER_PASSWORD } from '../games/rounds.seed.ts';
import { SIGNATURE_HEADER, signBody, VENDOR_HEADER } from './seamless.signature.ts';
import { closeReconciled, walletKit } from './test-kit.ts';

/** Calls arriving at the same time, players touching each other's rounds, and malformed calls. */
describe.each(dbKinds)('seamless wallet races and ownership on %s', (kind) => {
  let t: TestContext;
  const kit = walletKit(() => t);
  let token: string;
  let otherToken: string;
  let seq = 0;
  const id = (p: string) => `${p}-${kind}-${++seq}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await kit.walletToken(await kit.login());
    otherToken = await kit.walletToken(await kit.login('lanh_lucky', DEMO_WINNER_PASSWORD));
  });
  afterAll(() => closeReconciled(t));

  const call = (path: string, b: object, as = token) =>
    kit.wallet(path, { token: as, currency: 'VND', gameCode: 'coin-flip', ...b });
  const transfersOf = async (transactionId: string) =>
    (
      await t.database.db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('idempotency_key', '=', `seamless:SANDBOX:${transactionId}`)
        .execute()
    ).length;
  const roundOf = (roundId: string) =>
    selectWhere(t.database.db, 'game_rounds', { vendor: 'SANDBOX', round_id: roundId })
      .select(['stake', 'win', 'status'])
      .executeTakeFirst();

  it('applies identical wins, rollbacks and bonus wins sent at once exactly once', async () => {
    const roundId = id('round');
    const betTx = id('bet');
    await call('bet', { transactionId: betTx, roundId, amount: 4_000 });
    const before = await kit.cash();

    const winTx = id('win');
    const wins = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('win', { transactionId: winTx, roundId, amount: 1_500, roundClosed: false }),
      ),
    );
    expect(new Set(wins.map((w) => w.statusCode))).toEqual(new Set([200]));
    expect(new Set(wins.map((w) => w.json().value.balance))).toEqual(new Set([Number(before + 1_500n)]));
    expect(await transfersOf(winTx)).toBe(1);

    const rbTx = id('rb');
    const rollbacks = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('rollback', { transactionId: rbTx, referenceTransactionId: betTx, roundId }),
      ),
    );
    for (const r of rollbacks) expect(r.json().value).toMatchObject({ betFound: true });
    expect(await transfersOf(rbTx)).toBe(1);

    const bonusTx = id('bonus');
    const bonuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('bonus-win', { transactionId: bonusTx, bonusId: 'spins-7', amount: 250 }),
      ),
    );
    expect(new Set(bonuses.map((b) => b.json().value.roundId)).size).toBe(1);
    expect(await transfersOf(bonusTx)).toBe(1);

    expect(await kit.cash()).toBe(before + 1_500n + 4_000n + 250n);
    expect(await roundOf(roundId)).toMatchObject({ stake: 0n, win: 1_500n });
  });

  it('settles a bet racing its own rollback one way or the other, never both', async () => {
    const before = await kit.cash();
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const roundId = id('round');
        const betTx = id('bet');
        const rbTx = id('rb');
        const [bet, rb] = await Promise.all([
          call('bet', { transactionId: betTx, roundId, amount: 900 }),
          call('rollback', { transactionId: rbTx, referenceTransactionId: betTx, roundId }),
        ]);
        return { bet, rb };
      }),
    );
    for (const { bet, rb } of pairs) {
      expect(rb.statusCode).toBe(200);
      if (rb.json().value.betFound) expect(bet.statusCode).toBe(200);
      else expect(bet.json().code).toBe('TRANSACTION_ROLLED_BACK');
    }
    // Every stake that was taken came back.
    expect(await kit.cash()).toBe(before);
  });

  it('does not deadlock on two rollbacks naming each other', async () => {
    for (let i = 0; i < 4; i++) {
      const x = id('x');
      const y = id('y');
      const roundId = id('round');
      const answers = await Promise.all([
        call('rollback', { transactionId: x, referenceTransactionId: y, roundId }),
        call('rollback', { transactionId: y, referenceTransactionId: x, roundId }),
      ]);
      // Whichever runs first is recorded; the other names a rollback, which is not a bet.
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.map((a) => a.json().code).sort()).toEqual(['OK', 'ROLLBACK_NOT_BET']);
    }
  });

  it('refunds a bet rolled back after its round was closed by a win', async () => {
    const before = await kit.cash();
    const roundId = id('round');
    const betTx = id('bet');
    await call('bet', { transactionId: betTx, roundId, amount: 2_000 });
    await call('win', { transactionId: id('win'), roundId, amount: 0, roundClosed: true });
    expect(await roundOf(roundId)).toMatchObject({ status: 'settled' });
    const rb = await call('rollback', { transactionId: id('rb'), referenceTransactionId: betTx, roundId });
    expect(rb.statusCode).toBe(200);
    expect(rb.json().value).toMatchObject({ betFound: true, balance: Number(before) });
    expect(await kit.cash()).toBe(before);
    expect(await roundOf(roundId)).toMatchObject({ stake: 0n, status: 'settled' });
  });

  it("keeps a player off another player's rounds and bets", async () => {
    const roundId = id('round');
    const betTx = id('bet');
    await call('bet', { transactionId: betTx, roundId, amount: 1_000 });
    const mine = await kit.cash();
    const theirs = await kit.cash('lanh_lucky');

    const bet = await call('bet', { transactionId: id('bet'), roundId, amount: 100 }, otherToken);
    expect(bet.statusCode).toBe(409);
    expect(bet.json().code).toBe('ROUND_CONFLICT');
    const win = await call('win', { transactionId: id('win'), roundId, amount: 5_000 }, otherToken);
    expect(win.json().code).toBe('ROUND_CONFLICT');
    const rb = await call(
      'rollback',
      { transactionId: id('rb'), referenceTransactionId: betTx, roundId },
      otherToken,
    );
    expect(rb.json().code).toBe('ROUND_CONFLICT');

    expect(await kit.cash()).toBe(mine);
    expect(await kit.cash('lanh_lucky')).toBe(theirs);
    expect(await roundOf(roundId)).toMatchObject({ stake: 1_000n, win: 0n, status: 'open' });
  });

  it("keeps vendors apart: another vendor's token is unknown, a disabled vendor is refused", async () => {
    const db = t.database.db;
    const other = await db
      .selectFrom('game_vendors')
      .select('code')
      .where('code', '!=', 'SANDBOX')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    // The demo vendors have wallet secrets of their own (the studio plays for them): this one is set.
    const secret = 'another-vendor-secret-0123456789abcdef';
    await db
      .insertInto('seamless_vendors')
      .values({ vendor_code: other.code, secret })
      .onConflict((oc) => oc.column('vendor_code').doUpdateSet({ secret }))
      .execute();

    const before = await kit.cash();
    const foreign = await kit.wallet(
      'bet',
      {
        token,
        transactionId: id('bet'),
        roundId: id('round'),
        amount: 100,
        currency: 'VND',
      },
      { vendor: other.code, signWith: secret },
    );
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().code).toBe('SESSION_INVALID');

    await updateWhere(db, 'seamless_vendors', { vendor_code: other.code }).set({ enabled: false }).execute();
    const disabled = await kit.wallet('balance', { token }, { vendor: other.code, signWith: secret });
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json().code).toBe('VENDOR_UNKNOWN');
    expect(await kit.cash()).toBe(before);
  });

  it('refuses a bonus win repeated with other data, and pays the first once', async () => {
    const before = await kit.cash();
    const tx = id('bonus');
    const first = await call('bonus-win', { transactionId: tx, bonusId: 'tournament-1', amount: 700 });
    expect(first.statusCode).toBe(200);
    const other = await call('bonus-win', { transactionId: tx, bonusId: 'tournament-2', amount: 700 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('TRANSACTION_CONFLICT');
    const again = await call('bonus-win', { transactionId: tx, bonusId: 'tournament-1', amount: 700 });
    expect(again.json().value).toEqual(first.json().value);
    expect(await kit.cash()).toBe(before + 700n);
  });

  it('answers malformed calls in the envelope with their codes', async () => {
    const secret = await kit.secret();
    const raw = (url: string, payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          host: 'localhost',
          'content-type': contentType,
          [VENDOR_HEADER]: 'SANDBOX',
          [SIGNATURE_HEADER]: signBody(secret, payload),
        },
        payload,
      });

    const broken = await raw('/seamless/v1/balance', '{"token":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    const form = await raw('/seamless/v1/balance', 'token=x', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ success: false, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });

    const empty = await raw('/seamless/v1/balance', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', value: { fields: ['body.token'] } });

    const unknown = await raw('/seamless/v1/jackpot', JSON.stringify({ token }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');

    // The signature covers the exact bytes: the same JSON re-spaced is another body.
    const body = JSON.stringify({ token });
    const respaced = await t.app.inject({
      method: 'POST',
      url: '/seamless/v1/balance',
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        [VENDOR_HEADER]: 'SANDBOX',
        [SIGNATURE_HEADER]: signBody(secret, body),
      },
      payload: JSON.stringify({ token }, null, 1),
    });
    expect(respaced.json().code).toBe('SIGNATURE_INVALID');
  });
});
