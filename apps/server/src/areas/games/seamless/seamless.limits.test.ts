import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { SIGNATURE_HEADER, signBody, VENDOR_HEADER } from './seamless.signature.ts';
import { SEAMLESS_MAX_MINOR } from './seamless-call.ts';
import { closeReconciled, walletKit } from './test-kit.ts';

/** What the wallet refuses on the way in: other content types, and balances it cannot answer exactly. */
describe.each(dbKinds)('seamless wallet limits on %s', (kind) => {
  let t: TestContext;
  const kit = walletKit(() => t);
  let wallet: string;
  let username: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    username = `limit_${kind}`;
    // Just under the largest balance a JSON number carries exactly.
    await kit.fundedMember(username, SEAMLESS_MAX_MINOR - 100n);
    wallet = await kit.walletToken(await kit.login(username, 'Demo@1234'));
  });
  afterAll(() => closeReconciled(t));

  it('answers 415 to a signed call sent as text/plain', async () => {
    const text = JSON.stringify({ token: wallet });
    const res = await t.app.inject({
      method: 'POST',
      url: '/seamless/v1/balance',
      headers: {
        host: 'localhost',
        'content-type': 'text/plain',
        [VENDOR_HEADER]: 'SANDBOX',
        [SIGNATURE_HEADER]: signBody(await kit.secret(), text),
      },
      payload: text,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('FST_ERR_CTP_INVALID_MEDIA_TYPE');
  });

  it('answers balances up to 2^53 - 1 exactly and refuses a call that would pass it', async () => {
    const call = (path: string, body: object) =>
      kit.wallet(path, { token: wallet, currency: 'VND', gameCode: 'coin-flip', ...body });
    const bet = await call('bet', { transactionId: `lim-${kind}-bet`, roundId: `lim-${kind}-r`, amount: 1 });
    expect(bet.json().value.balance).toBe(Number(SEAMLESS_MAX_MINOR - 101n));

    const over = await call('win', {
      transactionId: `lim-${kind}-win-over`,
      roundId: `lim-${kind}-r`,
      amount: 102,
      roundClosed: false,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('BALANCE_LIMIT');
    // Nothing moved, and the id was not spent.
    expect(await kit.cash(username)).toBe(SEAMLESS_MAX_MINOR - 101n);

    const exact = await call('win', {
      transactionId: `lim-${kind}-win`,
      roundId: `lim-${kind}-r`,
      amount: 101,
      roundClosed: true,
    });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().value.balance).toBe(Number.MAX_SAFE_INTEGER);
    // The JSON text carries the digits exactly.
    expect(exact.body).toContain(`"balance":${SEAMLESS_MAX_MINOR.toString()}`);
    const balance = await kit.wallet('balance', { token: wallet });
    expect(balance.json().value.balance).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses an amount above 2^53 - 1 rather than rounding it', async () => {
    const text = `{"token":"${wallet}","transactionId":"lim-${kind}-big","roundId":"lim-${kind}-big","amount":9007199254740993,"currency":"VND"}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/seamless/v1/bet',
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        [VENDOR_HEADER]: 'SANDBOX',
        [SIGNATURE_HEADER]: signBody(await kit.secret(), text),
      },
      payload: text,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});
