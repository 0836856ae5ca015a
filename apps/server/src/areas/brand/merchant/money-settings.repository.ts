import type { MoneyOverrides } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';

/** The columns a brand's money settings are made of. */
export function moneySettingsRepository(db: Db) {
  return {
    async brand(merchantId: number) {
      return selectWhere(db, 'merchants', { id: merchantId })
        .select(['id', 'code', 'currency', 'money_overrides'])
        .executeTakeFirst();
    },

    async saveOverrides(merchantId: number, overrides: MoneyOverrides): Promise<void> {
      await updateWhere(db, 'merchants', { id: merchantId })
        .set({ money_overrides: JSON.stringify(overrides) })
        .execute();
    },
  };
}
