import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';

// help_items is declared with brand's tables (brand reads it for the site); read here through the whole database type.
export type HelpRow = Selectable<Database['help_items']>;

/**
 * Staff writes to help_items. The player site's cached reads hear each write from the table's
 * change trigger (migration 0016), so nothing here touches the cache.
 */
export function helpRepository(db: Db) {
  return {
    async list(merchantId: number, language: string | undefined): Promise<HelpRow[]> {
      return selectWhere(db, 'help_items', { merchant_id: merchantId })
        .selectAll()
        .$if(language !== undefined, (q) => q.where('language', '=', language as string))
        .orderBy('language')
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async findForUpdate(tx: Kysely<Database>, id: number): Promise<HelpRow | undefined> {
      return tx.selectFrom('help_items').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async anchorTaken(
      tx: Kysely<Database>,
      key: { merchantId: number; language: string; anchor: string },
      exceptId?: number,
    ): Promise<boolean> {
      const row = await selectWhere(tx, 'help_items', {
        merchant_id: key.merchantId,
        language: key.language,
        anchor: key.anchor,
      })
        .select('id')
        .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as number))
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(
      tx: Kysely<Database>,
      row: {
        merchant_id: number;
        language: string;
        anchor: string;
        title: string;
        content: string;
        sort: number;
      },
    ): Promise<HelpRow> {
      return tx.insertInto('help_items').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async update(
      tx: Kysely<Database>,
      id: number,
      values: Partial<{ anchor: string; title: string; content: string; sort: number }>,
    ): Promise<HelpRow> {
      return updateWhere(tx, 'help_items', { id }).set(values).returningAll().executeTakeFirstOrThrow();
    },

    async remove(tx: Kysely<Database>, id: number): Promise<void> {
      await tx.deleteFrom('help_items').where('id', '=', id).execute();
    },

    transaction<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}

export type HelpRepository = ReturnType<typeof helpRepository>;
