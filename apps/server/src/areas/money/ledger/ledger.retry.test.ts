import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { createTestDatabase, dbKinds } from '../../../test/test-db.ts';
import { moneyTransaction } from './ledger.retry.ts';

describe('moneyTransaction without a database', () => {
  const fakeDb = (outcomes: Array<unknown>) => {
    let calls = 0;
    const db = {
      transaction: () => ({
        execute: async (work: (trx: unknown) => Promise<unknown>) => {
          const next = outcomes[calls++];
          if (next instanceof Error) throw next;
          return work(null);
        },
      }),
    };
    return { db: db as never, calls: () => calls };
  };
  const conflict = (code: string) => Object.assign(new Error(code), { code });

  it('runs the whole transaction again after a deadlock or a serialization failure', async () => {
    const f = fakeDb([conflict('40P01'), conflict('40001'), 'ok']);
    await expect(moneyTransaction(f.db, async () => 'done')).resolves.toBe('done');
    expect(f.calls()).toBe(3);
  });

  it('lets any other error through at once, and the conflict itself after the last try', async () => {
    const other = fakeDb([conflict('23505')]);
    await expect(moneyTransaction(other.db, async () => 'done')).rejects.toMatchObject({ code: '23505' });
    expect(other.calls()).toBe(1);
    const always = fakeDb(Array.from({ length: 10 }, () => conflict('40P01')));
    await expect(moneyTransaction(always.db, async () => 'done', 3)).rejects.toMatchObject({ code: '40P01' });
    expect(always.calls()).toBe(3);
  });
});

// PGlite has one connection, so two transactions never wait on each other there.
describe.each(dbKinds.filter((k) => k === 'postgres'))('moneyTransaction on %s', (kind) => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await sql`create table retry_rows (id int primary key, n int not null)`.execute(database.db);
    await sql`insert into retry_rows values (1, 0), (2, 0)`.execute(database.db);
  });
  afterAll(async () => database?.close());

  it('gives both sides of a real deadlock their answer', async () => {
    const db = database.db;
    let runs = 0;
    const both = (first: number, second: number) =>
      moneyTransaction(db, async (trx) => {
        runs++;
        await sql`update retry_rows set n = n + 1 where id = ${first}`.execute(trx);
        await sql`select pg_sleep(0.2)`.execute(trx);
        await sql`update retry_rows set n = n + 1 where id = ${second}`.execute(trx);
        return first;
      });
    await expect(Promise.all([both(1, 2), both(2, 1)])).resolves.toEqual([1, 2]);
    // One of them lost the deadlock and ran again; each counted once.
    expect(runs).toBeGreaterThanOrEqual(3);
    const rows = await sql<{ n: number }>`select n from retry_rows order by id`.execute(db);
    expect(rows.rows.map((r) => r.n)).toEqual([2, 2]);
  });
});
