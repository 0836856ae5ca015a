import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { createTestDatabase, dbKinds } from '../../../test/test-db.ts';
import { createLedger, houseAccount, memberAccount, paymentClearing } from './ledger.service.ts';
import { startLedgerSweeper } from './ledger.sweeper.ts';

describe.each(dbKinds)('ledger sweeper on %s', (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  it('releases a reservation once its timeout passes, without being asked', async () => {
    const ledger = createLedger(h.db);
    const cash = memberAccount(1, 9, 'VND');
    await ledger.transfer({
      merchantId: 1,
      debit: paymentClearing(1, 'bank', 'VND'),
      credit: cash,
      amount: 100n,
      kind: 'deposit',
      idempotencyKey: 'd',
    });
    await ledger.reserve({
      merchantId: 1,
      debit: cash,
      credit: houseAccount(1, 'VND'),
      amount: 100n,
      kind: 'bet',
      idempotencyKey: 'r',
      timeoutSeconds: 1,
    });
    expect((await ledger.balance(cash)).available).toBe(0n);
    const stop = startLedgerSweeper(ledger, { intervalMs: 100 });
    try {
      const deadline = Date.now() + 5_000;
      while ((await ledger.balance(cash)).available !== 100n && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await stop();
    }
    expect(await ledger.balance(cash)).toEqual({ balance: 100n, pending: 0n, available: 100n });
  });
});
