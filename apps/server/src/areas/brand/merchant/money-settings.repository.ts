import type { MoneyOverrides } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';

/** The columns a brand's money settings are made of. */
export function moneySettingsRepository(db: Db) {
  return {
    async brand(merchantId: number) {
      return db
        .selectFrom('merchants')
        .select(['id', 'code', 'currency', 'money_overrides'])
        .where('id', '=', merchantId)
        .executeTakeFirst();
    },

    async saveOverrides(merchantId: number, overrides: MoneyOverrides): Promise<void> {
      await db
        .updateTable('merchants')
        .set({ money_overrides: JSON.stringify(overrides) })
        .where('id', '=', merchantId)
        .execute();
    },
  };
}
