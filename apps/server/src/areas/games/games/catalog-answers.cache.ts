import type { ChangeBus } from '../../../platform/change-bus.ts';
import { keyOf, readCache } from '../../../platform/read-cache.ts';
import type { CatalogService } from './catalog.service.ts';

/**
 * The lobby's answers themselves, kept until the catalog or the brand changes: the same request
 * then gets the same answer object, which the serializer writes once (plugins/serializer.ts).
 * A member's favourites are theirs alone and always computed.
 */
export function cachedCatalogAnswers(catalog: CatalogService, bus: ChangeBus): CatalogService {
  const cache = readCache(bus, { topics: ['catalog', 'merchant'], ttlMs: 60_000, max: 5_000 });
  return {
    ...catalog,
    lanes: (merchant, language) =>
      cache.get(keyOf('lanes', merchant.id, language), () => catalog.lanes(merchant, language)),
    vendorGameTypes: (merchant, vendor) =>
      cache.get(keyOf('types', merchant.id, vendor), () => catalog.vendorGameTypes(merchant, vendor)),
    gameList: (merchant, q, memberId) =>
      q.gameClassify === 'FAV'
        ? catalog.gameList(merchant, q, memberId)
        : cache.get(keyOf('list', merchant.id, q), () => catalog.gameList(merchant, q, memberId)),
    hotGames: (merchant, q) => cache.get(keyOf('hot', merchant.id, q), () => catalog.hotGames(merchant, q)),
    rooms: (merchant, q) => cache.get(keyOf('rooms', merchant.id, q), () => catalog.rooms(merchant, q)),
  };
}
