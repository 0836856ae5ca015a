import type { GameType } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { likePattern } from './catalog.repository.ts';

export interface CatalogAdminFilter {
  merchantId: number;
  vendor?: string | undefined;
  gameType?: GameType | undefined;
  classify?: string | undefined;
  visibility?: 'shown' | 'hidden' | undefined;
  name?: string | undefined;
}

/** A catalog game with the brand's own setting of it (defaults where the brand has none). */
export interface CatalogAdminRow {
  id: number;
  code: string;
  name: string;
  vendor_code: string;
  vendor_name: string;
  game_type: GameType;
  classify: string;
  is_hot: boolean;
  is_new: boolean;
  hidden: boolean;
  catalog_maintenance: boolean;
  maintenance: boolean;
  maintenance_message: string | null;
  maintenance_from: Date | null;
  maintenance_until: Date | null;
  maintenance_active: boolean;
  updated_at: Date | null;
}

export interface BrandGameSetting {
  hidden: boolean;
  maintenance: boolean;
  maintenanceMessage: string | null;
  maintenanceFrom: string | null;
  maintenanceUntil: string | null;
}

function filtered(db: Db, f: CatalogAdminFilter) {
  let q = db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .innerJoin('game_vendor_types as vt', (j) =>
      j.onRef('vt.vendor_code', '=', 'g.vendor_code').onRef('vt.game_type', '=', 'g.game_type'),
    )
    .leftJoin('merchant_games as mg', (j) =>
      j.onRef('mg.game_id', '=', 'g.id').on('mg.merchant_id', '=', f.merchantId),
    );
  if (f.vendor) q = q.where('g.vendor_code', '=', f.vendor);
  if (f.gameType) q = q.where('g.game_type', '=', f.gameType);
  if (f.classify) q = q.where('g.classify', '=', f.classify);
  if (f.visibility === 'hidden') q = q.where('mg.hidden', '=', true);
  if (f.visibility === 'shown')
    q = q.where((eb) => eb.or([eb('mg.hidden', 'is', null), eb('mg.hidden', '=', false)]));
  if (f.name) {
    const pattern = likePattern(f.name);
    q = q.where((eb) => eb.or([eb('g.name', 'ilike', pattern), eb('g.code', 'ilike', pattern)]));
  }
  return q;
}

function rowsOf(db: Db, f: CatalogAdminFilter) {
  return filtered(db, f).select([
    'g.id',
    'g.code',
    'g.name',
    'g.vendor_code',
    'v.name as vendor_name',
    'g.game_type',
    'g.classify',
    'g.is_hot',
    'g.is_new',
    sql<boolean>`coalesce(mg.hidden, false)`.as('hidden'),
    sql<boolean>`g.maintenance or vt.maintenance`.as('catalog_maintenance'),
    sql<boolean>`coalesce(mg.maintenance, false)`.as('maintenance'),
    'mg.maintenance_message',
    'mg.maintenance_from',
    'mg.maintenance_until',
    sql<boolean>`coalesce(mg.maintenance and (mg.maintenance_from is null or mg.maintenance_from <= now())
      and (mg.maintenance_until is null or mg.maintenance_until > now()), false)`.as('maintenance_active'),
    'mg.updated_at',
  ]);
}

/** SQL of the console's catalog list: every catalog game, joined to the brand's setting of it. */
export function catalogAdminRepository(db: Db) {
  return {
    async page(f: CatalogAdminFilter, page: { limit: number; offset: number }) {
      const rows: CatalogAdminRow[] = await rowsOf(db, f)
        .orderBy('g.vendor_code')
        .orderBy('g.sort')
        .orderBy('g.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const count = await filtered(db, f)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst();
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** A page of the list by id, after the last id of the page before: what the CSV export reads. */
    after(f: CatalogAdminFilter, afterId: number | null, limit: number): Promise<CatalogAdminRow[]> {
      let q = rowsOf(db, f);
      if (afterId !== null) q = q.where('g.id', '>', afterId);
      return q.orderBy('g.id').limit(limit).execute();
    },

    one(merchantId: number, gameId: number): Promise<CatalogAdminRow | undefined> {
      return rowsOf(db, { merchantId }).where('g.id', '=', gameId).executeTakeFirst();
    },

    /** Locks the brand's setting of a game (creating the default one first) for a change. */
    async lockSetting(merchantId: number, gameId: number) {
      await db
        .insertInto('merchant_games')
        .values({ merchant_id: merchantId, game_id: gameId })
        .onConflict((oc) => oc.columns(['merchant_id', 'game_id']).doNothing())
        .execute();
      return db
        .selectFrom('merchant_games')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('game_id', '=', gameId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    async save(merchantId: number, gameId: number, s: BrandGameSetting, staffId: bigint) {
      await db
        .updateTable('merchant_games')
        .set({
          hidden: s.hidden,
          maintenance: s.maintenance,
          maintenance_message: s.maintenanceMessage,
          maintenance_from: s.maintenanceFrom,
          maintenance_until: s.maintenanceUntil,
          updated_at: sql`now()`,
          updated_by: staffId,
        })
        .where('merchant_id', '=', merchantId)
        .where('game_id', '=', gameId)
        .execute();
    },

    vendors(): Promise<{ code: string; name: string }[]> {
      return db.selectFrom('game_vendors').select(['code', 'name']).orderBy('sort').orderBy('code').execute();
    },

    async gameExists(gameId: number): Promise<boolean> {
      const row = await db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
      return row !== undefined;
    },

    transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}
