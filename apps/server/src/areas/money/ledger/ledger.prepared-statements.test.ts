import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { createTestDatabase, dbKinds } from '../../../test/test-db.ts';
import { houseAccount, memberAccount, paymentClearing } from './ledger.accounts.ts';
import { createLedger } from './ledger.service.ts';

describe.skipIf(!dbKinds.includes('postgres'))('ledger statements on postgres', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDatabase('postgres');
  });
  afterAll(async () => h?.close());

  it('are parsed once per connection, also inside a transaction, and give the same answers', async () => {
    const cash = memberAccount(1, 7, 'VND');
    const names = await h.db.transaction().execute(async (trx) => {
      const ledger = createLedger(trx);
      await ledger.transfer({
        merchantId: 1,
        debit: paymentClearing(1, 'bank', 'VND'),
        credit: cash,
        amount: 500n,
        kind: 'deposit',
        idempotencyKey: 'p-dep',
      });
      for (let i = 0; i < 3; i++) {
        const t = await ledger.transfer({
          merchantId: 1,
          debit: cash,
          credit: houseAccount(1, 'VND'),
          amount: 100n,
          kind: 'bet',
          idempotencyKey: 'p-bet',
        });
        expect(t.replayed).toBe(i > 0);
        expect(t.debitAvailable).toBe(400n);
      }
      const { rows } = await sql<{
        name: string;
      }>`select name from pg_prepared_statements order by name`.execute(trx);
      return rows.map((r) => r.name);
    });
    expect(names).toContain('ledger_transfer');
    expect((await createLedger(h.db).balance(cash)).available).toBe(400n);
  });
});
