import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dbKinds } from '../test/test-db.ts';
import type { DbHandle } from './kysely.ts';
import { preparedStatement } from './prepared-statements.ts';

describe('prepared statement registry', () => {
  it('refuses one name for two texts and one text under two names', () => {
    preparedStatement('registry_probe', 'select 1 as registry_probe');
    expect(preparedStatement('registry_probe', 'select 1 as registry_probe')).toBe(
      'select 1 as registry_probe',
    );
    expect(() => preparedStatement('registry_probe', 'select 2')).toThrow(/taken/);
    expect(() => preparedStatement('other_probe', 'select 1 as registry_probe')).toThrow(/already prepared/);
  });
});

describe.skipIf(!dbKinds.includes('postgres'))('prepared statements on postgres', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDatabase('postgres');
  });
  afterAll(async () => h?.close());

  // The ledger's own statements, parsed once per connection, are tested with the ledger
  // (areas/money/ledger/ledger.prepared-statements.test.ts).
  it('survive a migration that changes the result columns of a prepared function', async () => {
    await sql`create function probe_shape(p int) returns table (a int) language sql as $$ select p $$`.execute(
      h.db,
    );
    const text = preparedStatement('probe_shape', 'select * from probe_shape($1::int)');
    const run = async (n: number) => (await h.db.executeQuery(CompiledQuery.raw(text, [n]))).rows;
    // Sequential calls on an idle pool reuse its most recent connection, which now holds the plan.
    expect(await run(1)).toEqual([{ a: 1 }]);
    expect(await run(2)).toEqual([{ a: 2 }]);
    await sql`drop function probe_shape(int)`.execute(h.db);
    await sql`create function probe_shape(p int) returns table (a int, b int) language sql as $$ select p, p * 10 $$`.execute(
      h.db,
    );
    expect(await run(3)).toEqual([{ a: 3, b: 30 }]);
    expect(await run(4)).toEqual([{ a: 4, b: 40 }]);
  });
});
