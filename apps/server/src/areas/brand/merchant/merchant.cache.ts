import type { ChangeBus } from '../../../platform/change-bus.ts';
import { readCache, withCachedReads } from '../../../platform/read-cache.ts';
import type { MerchantRepository } from './merchant.repository.ts';

/**
 * Merchants, domains, modules and help items change a few times a day and are read by almost every
 * request (the brand of a request is resolved from its Host): kept in memory until a change to
 * their tables is heard (topic 'merchant', see migration 0016).
 */
export function cachedMerchantRepository(repo: MerchantRepository, bus: ChangeBus): MerchantRepository {
  const cache = readCache(bus, { topics: ['merchant'], ttlMs: 60_000, max: 2_000 });
  return withCachedReads(repo, cache, [
    'findByCode',
    'findByDomain',
    'findDefault',
    'enabledModules',
    'domains',
    'helpItems',
  ]);
}
