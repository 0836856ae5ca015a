import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { createTestDatabase, dbKinds } from '../../../test/test-db.ts';
import { type BalanceReader, createBalanceReader } from './ledger.reads.ts';
import {
  createLedger,
  houseAccount,
  type LedgerService,
  memberAccount,
  paymentClearing,
} from './ledger.service.ts';

const M = 1;
const CUR = 'VND';

describe.each(dbKinds)('balance reads batched on %s', (kind) => {
  let h: DbHandle;
  let ledger: LedgerService;
  let reader: BalanceReader;

  const deposit = (memberId: number, amount: bigint, currency = CUR, merchantId = M) =>
    ledger.transfer({
      merchantId,
      debit: paymentClearing(merchantId, 'bank', currency),
      credit: memberAccount(merchantId, memberId, currency),
      amount,
      kind: 'deposit',
      idempotencyKey: `dep-${merchantId}-${memberId}-${currency}`,
    });

  beforeAll(async () => {
    h = await createTestDatabase(kind);
    ledger = createLedger(h.db);
    reader = createBalanceReader(h.db, { maxInFlight: 2 });
    for (let id = 1; id <= 30; id++) await deposit(id, BigInt(id * 1000));
    // Same member id under another currency and another merchant: never mixed up with merchant 1's VND.
    await deposit(1, 777n, 'USD');
    await deposit(1, 555n, CUR, 2);
  });
  afterAll(async () => h?.close());

  it('answers 100 reads at once exactly as single reads do, each member its own', async () => {
    const asks = Array.from({ length: 100 }, (_, i) => (i % 32) + 1); // 31 and 32 have no account
    const answers = await Promise.all(asks.map((id) => reader.balances(M, id, CUR)));
    for (const [i, id] of asks.entries()) {
      const single = await ledger.balances(M, id, CUR);
      expect(answers[i]).toEqual(single);
      expect(answers[i]!.cash.available).toBe(id <= 30 ? BigInt(id * 1000) : 0n);
    }
    expect((await reader.balances(M, 1, 'USD')).cash.balance).toBe(777n);
    expect((await reader.balances(2, 1, CUR)).cash.balance).toBe(555n);
  });

  it('never answers from before a bet that committed, while reads keep the batches full', async () => {
    const member = 7;
    const start = (await reader.balances(M, member, CUR)).cash.available;
    let stop = false;
    // Background readers keep queries in flight, so every checked read queues behind one.
    const noise = Array.from({ length: 40 }, async () => {
      while (!stop) await reader.balances(M, (Math.random() * 30 + 1) | 0, CUR);
    });
    try {
      for (let i = 1; i <= 25; i++) {
        await ledger.transfer({
          merchantId: M,
          debit: memberAccount(M, member, CUR),
          credit: houseAccount(M, CUR),
          amount: 1n,
          kind: 'bet',
          idempotencyKey: `fresh-bet-${i}`,
        });
        expect((await reader.balances(M, member, CUR)).cash.available).toBe(start - BigInt(i));
      }
    } finally {
      stop = true;
      await Promise.all(noise);
    }
  });
});

describe('a batch whose query fails', () => {
  it('fails every read in it and the next read is answered', async () => {
    const { createReadBatcher } = await import('../../../platform/read-batcher.ts');
    let fail = true;
    const batcher = createReadBatcher<number, number>({
      idOf: String,
      maxBatch: 10,
      maxInFlight: 1,
      async loadMany(keys) {
        await new Promise((r) => setTimeout(r, 5));
        if (fail) throw new Error('connection lost');
        return new Map(keys.map((k) => [String(k), k * 2]));
      },
    });
    const first = await Promise.allSettled([1, 2, 3].map((k) => batcher.read(k)));
    expect(first.every((r) => r.status === 'rejected')).toBe(true);
    fail = false;
    expect(await Promise.all([4, 5, 4].map((k) => batcher.read(k)))).toEqual([8, 10, 8]);
  });
});
