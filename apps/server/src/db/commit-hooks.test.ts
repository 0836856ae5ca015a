import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dbKinds } from '../test/test-db.ts';
import { afterCommit, rootOf } from './commit-hooks.ts';
import type { Db, DbHandle } from './kysely.ts';

describe.each(dbKinds)('after-commit hooks on %s', (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  it('run once the transaction commits, never when it rolls back', async () => {
    const ran: string[] = [];
    await h.db.transaction().execute(async (trx) => {
      afterCommit(trx, () => ran.push('committed'));
      expect(ran).toEqual([]);
      expect(rootOf(trx)).toBe(h.db);
    });
    expect(ran).toEqual(['committed']);
    await expect(
      h.db.transaction().execute(async (trx) => {
        afterCommit(trx, () => ran.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual(['committed']);
  });

  it('forget a transaction as soon as it ends: a hook on its handle afterwards runs at once', async () => {
    let kept: Db | undefined;
    await h.db.transaction().execute(async (trx) => {
      kept = trx;
    });
    const ran: string[] = [];
    afterCommit(kept as Db, () => ran.push('now'));
    expect(ran).toEqual(['now']);
    expect(rootOf(kept as Db)).toBe(kept);
  });
});
