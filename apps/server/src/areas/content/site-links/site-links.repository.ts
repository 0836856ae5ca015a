import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

export type SiteListColumn = 'resources' | 'social_links' | 'customer_service';

/**
 * The brand's lists kept as JSON on its merchant row. Writes to merchants fire the row's change
 * trigger (migration 0016), so every instance's merchant cache hears them after the commit.
 */
export function siteLinksRepository() {
  return {
    /** The list; `lock` holds the merchant row until the transaction ends (one edit at a time). */
    async read<T>(db: Db, column: SiteListColumn, merchantId: number, lock: boolean): Promise<T[]> {
      const { rows } = await sql<{ items: T[] }>`select ${sql.ref(column)} as items from merchants
        where id = ${merchantId} ${lock ? sql`for update` : sql``}`.execute(db);
      return rows[0]?.items ?? [];
    },

    async write(db: Db, column: SiteListColumn, merchantId: number, items: unknown[]): Promise<void> {
      await sql`update merchants set ${sql.ref(column)} = ${JSON.stringify(items)}::jsonb,
        updated_at = now() where id = ${merchantId}`.execute(db);
    },

    transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}
