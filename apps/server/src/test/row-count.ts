import type { Database } from '../db/database.ts';
import type { Db } from '../db/kysely.ts';

/** How many rows `table` holds, for tests that check a case stored (or left out) its rows. */
export async function rowCount(db: Db, table: keyof Database & string): Promise<number> {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
