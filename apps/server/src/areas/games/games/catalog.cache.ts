import type { ChangeBus } from '../../../platform/change-bus.ts';
import { keyOf, readCache, withCachedReads } from '../../../platform/read-cache.ts';
import type { CatalogRepository } from './catalog.repository.ts';

/**
 * The lobby's reads (game pages, vendor lanes, classifications, rooms) are the same for every
 * visitor of a brand and change when an operator edits the catalog: kept in memory until a change
 * to the catalog tables is heard (topic 'catalog', see migration 0016). A member's own lists
 * (favourites, recent) always go to the database.
 */
export function cachedCatalogRepository(repo: CatalogRepository, bus: ChangeBus): CatalogRepository {
  const cache = readCache(bus, { topics: ['catalog'], ttlMs: 60_000, max: 5_000 });
  const cached = withCachedReads(repo, cache, [
    'findGame',
    'firstGames',
    'vendorCards',
    'classifications',
    'rooms',
    'vendor',
    'gameForIcon',
  ]);
  return {
    ...cached,
    listGames(filter, page) {
      if (filter.favouritesOf !== undefined || filter.recentOf !== undefined)
        return repo.listGames(filter, page);
      return cache.get(`listGames${keyOf(filter, page)}`, () => repo.listGames(filter, page));
    },
  };
}
