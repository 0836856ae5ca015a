import type { GameType } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

export interface ImportedGame {
  code: string;
  name: string;
  gameType: GameType;
  classify: string;
  minBet: bigint;
  sort: number;
}

/** Catalog rows of a vendor whose game list is imported from the vendor itself. */
export function vendorCatalogRepository(db: Db) {
  return {
    /** The vendor, the kinds of game it offers, and the merchant's enablement of it. */
    async ensureVendor(v: {
      code: string;
      name: string;
      merchantId: number;
      types: GameType[];
      sort: number;
    }) {
      await db
        .insertInto('game_vendors')
        .values({ code: v.code, name: v.name, account_type_name: v.code, sort: v.sort })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      for (const gameType of v.types) {
        await db
          .insertInto('game_vendor_types')
          .values({ vendor_code: v.code, game_type: gameType, is_game: false, sort: v.sort })
          .onConflict((oc) => oc.columns(['vendor_code', 'game_type']).doNothing())
          .execute();
      }
      await db
        .insertInto('merchant_vendors')
        .values({ merchant_id: v.merchantId, vendor_code: v.code })
        .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
        .execute();
    },

    /** Adds the game or refreshes its name; answers whether it was new. */
    async upsertGame(vendor: string, g: ImportedGame): Promise<boolean> {
      const row = await db
        .insertInto('games')
        .values({
          vendor_code: vendor,
          game_type: g.gameType,
          code: g.code,
          name: g.name,
          classify: g.classify,
          is_new: true,
          min_bet: g.minBet,
          sort: g.sort,
        })
        .onConflict((oc) => oc.columns(['vendor_code', 'code']).doUpdateSet({ name: g.name }))
        // xmax is 0 only on a row this statement inserted.
        .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
        .executeTakeFirstOrThrow();
      return row.inserted;
    },

    async transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}
