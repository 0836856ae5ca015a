import type { MoneyDefaults } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import { readCache } from '../../../platform/read-cache.ts';
import { moneySettingsRepository } from './money-settings.repository.ts';
import { effectiveMoney } from './money-settings.ts';

/**
 * The amounts a brand works with, by merchant id, for the services that have only the id (the
 * cashier's limits). Cached like the merchant rows: a change to merchants empties it.
 */
export function moneySettingsService(deps: { db: Db; bus?: ChangeBus | undefined }) {
  const repo = moneySettingsRepository(deps.db);
  const cache = readCache(deps.bus, { topics: ['merchant'], ttlMs: 60_000, max: 2_000 });
  return {
    async effective(merchantId: number): Promise<MoneyDefaults> {
      return cache.get(`money:${merchantId}`, async () => {
        const row = await repo.brand(merchantId);
        if (!row) throw new Error(`merchant ${merchantId} not found`);
        return effectiveMoney(row);
      });
    },
  };
}

export type MoneySettingsService = ReturnType<typeof moneySettingsService>;
