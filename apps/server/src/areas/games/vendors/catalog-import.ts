import type { GameType } from '@pf/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type ImportedGame, vendorCatalogRepository } from './vendor-catalog.repository.ts';
import type { VendorConnection } from './vendor-credentials.service.ts';

/** The catalog's live classes, found in a vendor's words for a table (its kind or its name). */
const LIVE_KINDS: [RegExp, string][] = [
  [/baccarat/i, 'BACCARAT'],
  [/roulette/i, 'ROULETTE'],
  [/sic ?bo/i, 'SICBO'],
  [/dragon ?tiger/i, 'DRAGONTIGER'],
  [/blackjack/i, 'BLACKJACK'],
];

/** Where a live game goes in the catalog, by the words describing it; null when it has no place. */
export function livePlace(words: string): { gameType: GameType; classify: string } | null {
  const live = LIVE_KINDS.find(([re]) => re.test(words));
  return live ? { gameType: 'LIVE', classify: live[1] } : null;
}

/** The vendor answered nothing usable: the import stops, as a vendor outage. */
export const listUnreadable = () =>
  new AppError('VENDOR_UNAVAILABLE', "The vendor's game list could not be read", null, 502);

/** The vendor answered, but with a refusal. */
export const listRefused = () =>
  new AppError('VENDOR_UNAVAILABLE', 'The vendor refused the game list call', null, 502);

/** The entries that parse; a malformed one is skipped rather than failing the whole list. */
export function parsedEntries<T extends z.ZodType>(entries: readonly unknown[], schema: T): z.output<T>[] {
  return entries.flatMap((g) => {
    const parsed = schema.safeParse(g);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Puts a vendor's placed games in the catalog for the connection's merchant, the vendor and its
 * kinds of game first; a rerun adds nothing twice. Answers the counts the staff screen shows.
 */
export async function importVendorGames(
  db: Db,
  c: VendorConnection,
  /** `types` names the vendor's kinds of game when they do not follow from what was placed. */
  vendor: { code: string; name: string; sort: number; types?: GameType[] },
  listed: number,
  placed: ImportedGame[],
) {
  const created = await vendorCatalogRepository(db).transaction(async (trx) => {
    const repo = vendorCatalogRepository(trx);
    await repo.ensureVendor({
      code: vendor.code,
      name: vendor.name,
      sort: vendor.sort,
      merchantId: c.merchantId,
      types: vendor.types ?? [...new Set(placed.map((g) => g.gameType))],
    });
    let fresh = 0;
    for (const g of placed) if (await repo.upsertGame(vendor.code, g)) fresh++;
    return fresh;
  });
  return { vendorCode: vendor.code, merchantCode: c.merchantCode, listed, imported: placed.length, created };
}
