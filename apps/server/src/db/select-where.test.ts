import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { selectWhere } from './select-where.ts';
import { updateWhere } from './update-where.ts';

interface Tables {
  accounts: { id: bigint; merchant_id: number; currency: string; balance: bigint };
}

// Compiles only: the SQL is what is compared, nothing is sent anywhere.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('rows matched by column values', () => {
  it('builds the same SQL and parameters as the where chain it stands for', () => {
    const chain = db
      .selectFrom('accounts')
      .select('id')
      .where('merchant_id', '=', 1)
      .where('currency', '=', 'VND')
      .compile();
    const helper = selectWhere(db, 'accounts', { merchant_id: 1, currency: 'VND' }).select('id').compile();
    expect(helper.sql).toBe(chain.sql);
    expect(helper.parameters).toEqual(chain.parameters);

    const update = updateWhere(db, 'accounts', { merchant_id: 1 }).set({ balance: 5n }).compile();
    const updateChain = db
      .updateTable('accounts')
      .set({ balance: 5n })
      .where('merchant_id', '=', 1)
      .compile();
    expect(update.sql).toBe(updateChain.sql);
    expect(update.parameters).toEqual(updateChain.parameters);
  });

  it('refuses a value left undefined instead of matching no row in silence', () => {
    expect(() => selectWhere(db, 'accounts', { merchant_id: 1, currency: undefined })).toThrow(
      'accounts.currency: no value to match',
    );
    expect(() => updateWhere(db, 'accounts', { merchant_id: undefined })).toThrow(
      'accounts.merchant_id: no value to match',
    );
  });
});
