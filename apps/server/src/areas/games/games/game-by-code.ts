import type { Db } from '../../../db/kysely.ts';

/** The catalog row of a vendor's game (one row serves every brand), or undefined when unknown. */
export async function gameByCode(
  db: Db,
  vendor: string,
  code: string,
): Promise<{ id: number; maintenance: boolean } | undefined> {
  return db
    .selectFrom('games')
    .select(['id', 'maintenance'])
    .where('vendor_code', '=', vendor)
    .where('code', '=', code)
    .executeTakeFirst();
}
