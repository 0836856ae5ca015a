import type { PromotionCategory } from '@pf/shared';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { PromotionsTable, PromotionTextsTable } from './promotions.tables.ts';

export type PromotionRow = Selectable<PromotionsTable>;
export type PromotionTextRow = Selectable<PromotionTextsTable>;
/** A promotion with every language's text. */
export type PromotionWithTexts = PromotionRow & { texts: PromotionTextRow[] };

/** Each promotion with its texts, every language. */
async function withTexts(rows: PromotionRow[], tx: Kysely<Database>): Promise<PromotionWithTexts[]> {
  if (rows.length === 0) return [];
  const texts = await tx
    .selectFrom('promotion_texts')
    .selectAll()
    .where(
      'promotion_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('language')
    .execute();
  return rows.map((r) => ({ ...r, texts: texts.filter((t) => t.promotion_id === r.id) }));
}

/** What the site and the back office read. */
function promotionReads(db: Db) {
  return {
    /** Active and inside their period at `at`, in display order. */
    async live(merchantId: number, at: Date, category?: PromotionCategory): Promise<PromotionWithTexts[]> {
      let q = selectWhere(db, 'promotions', { merchant_id: merchantId, active: true })
        .selectAll()
        .where('starts_at', '<=', at)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]));
      if (category) q = q.where('category', '=', category);
      return withTexts(await q.orderBy('sort').orderBy('id', 'desc').execute(), db);
    },

    async list(merchantId: number, category?: PromotionCategory): Promise<PromotionWithTexts[]> {
      let q = db.selectFrom('promotions').selectAll().where('merchant_id', '=', merchantId);
      if (category) q = q.where('category', '=', category);
      return withTexts(await q.orderBy('sort').orderBy('id', 'desc').execute(), db);
    },

    /** One promotion, locked for the change that reads it inside a transaction. */
    async one(id: bigint, tx: Kysely<Database> = db): Promise<PromotionWithTexts | undefined> {
      const row = await selectWhere(tx, 'promotions', { id }).selectAll().forUpdate().executeTakeFirst();
      return row ? (await withTexts([row], tx))[0] : undefined;
    },

    async imageMerchant(imageId: string): Promise<number | undefined> {
      const row = await selectWhere(db, 'content_images', { id: imageId })
        .select('merchant_id')
        .executeTakeFirst();
      return row?.merchant_id;
    },
  };
}

/** Staff changes, always inside the caller's transaction. */
function promotionWrites(db: Db) {
  return {
    async insert(
      row: Insertable<PromotionsTable>,
      texts: Omit<PromotionTextRow, 'promotion_id'>[],
      tx: Kysely<Database>,
    ): Promise<PromotionWithTexts> {
      const created = await tx.insertInto('promotions').values(row).returningAll().executeTakeFirstOrThrow();
      await tx
        .insertInto('promotion_texts')
        .values(texts.map((t) => ({ ...t, promotion_id: created.id })))
        .execute();
      return (await withTexts([created], tx))[0] as PromotionWithTexts;
    },

    async update(
      id: bigint,
      values: Updateable<PromotionsTable>,
      texts: Omit<PromotionTextRow, 'promotion_id'>[] | undefined,
      tx: Kysely<Database>,
    ): Promise<PromotionWithTexts> {
      const row = await updateWhere(tx, 'promotions', { id })
        .set(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (texts) {
        await tx.deleteFrom('promotion_texts').where('promotion_id', '=', id).execute();
        await tx
          .insertInto('promotion_texts')
          .values(texts.map((t) => ({ ...t, promotion_id: id })))
          .execute();
      }
      return (await withTexts([row], tx))[0] as PromotionWithTexts;
    },

    async remove(id: bigint, tx: Kysely<Database>): Promise<void> {
      await tx.deleteFrom('promotions').where('id', '=', id).execute();
    },

    transaction<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}

export function promotionsRepository(db: Db) {
  return { ...promotionReads(db), ...promotionWrites(db) };
}

export type PromotionsRepository = ReturnType<typeof promotionsRepository>;
