import type { Db } from '../../../db/kysely.ts';

/** Who owns ledger accounts: a push about a balance goes to the member who owns it. */
export function pushRepository(db: Db) {
  return {
    async accountOwners(ids: bigint[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('ledger_accounts')
        .select(['id', 'merchant_id', 'owner_kind', 'owner_id'])
        .where('id', 'in', ids)
        .execute();
    },
  };
}
