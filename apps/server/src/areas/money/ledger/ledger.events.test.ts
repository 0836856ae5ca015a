import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPostgres } from '../../../db/kysely.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { scratchPostgres } from '../../../test/scratch-postgres.ts';
import { onMoneyMoved } from './ledger.events.ts';
import { createLedger, memberAccount, paymentClearing } from './ledger.service.ts';

const base = process.env.TEST_DATABASE_URL;
const M = 1;
const CUR = 'VND';

/**
 * The balance events of the push channel come from here: a movement is announced once, after its
 * transaction commits — never for a replayed request, never for a rolled-back one — however many
 * copies of a request arrive at once.
 */
describe.skipIf(!base)('money-moved announcements on postgres', () => {
  let h: DbHandle;
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  const heard: bigint[][] = [];

  beforeAll(async () => {
    scratch = await scratchPostgres(base as string, 't_ledger_ev');
    h = openPostgres(scratch.url, 30);
    await migrateToLatest(h.db);
    onMoneyMoved(h.db, (ids) => heard.push(ids));
  });
  afterAll(async () => {
    await h?.close();
    await scratch?.drop();
  });

  const deposit = (db: DbHandle['db'], member: number, key: string) =>
    createLedger(db).transfer({
      merchantId: M,
      debit: paymentClearing(M, 'bank', CUR),
      credit: memberAccount(M, member, CUR),
      amount: 1000n,
      kind: 'deposit',
      idempotencyKey: key,
    });

  it('announces a movement once for 60 copies sent at once and none for a later retry', async () => {
    heard.length = 0;
    const copies = await Promise.all(Array.from({ length: 60 }, () => deposit(h.db, 1, 'burst-1')));
    expect(new Set(copies.map((t) => t.id)).size).toBe(1);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toEqual([copies[0]?.debitAccountId, copies[0]?.creditAccountId]);
    await deposit(h.db, 1, 'burst-1');
    expect(heard).toHaveLength(1);
  });

  it('announces inside a transaction only once it commits, and never when it rolls back', async () => {
    heard.length = 0;
    await expect(
      h.db.transaction().execute(async (trx) => {
        await deposit(trx, 2, 'rolled-back');
        throw new Error('crash after the transfer');
      }),
    ).rejects.toThrow('crash after the transfer');
    expect(heard).toHaveLength(0);
    await h.db.transaction().execute(async (trx) => {
      await deposit(trx, 2, 'committed');
      expect(heard).toHaveLength(0);
    });
    expect(heard).toHaveLength(1);
  });
});
