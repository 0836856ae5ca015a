import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';

/** The catalog row of a vendor's game (one row serves every brand), or undefined when unknown. */
export async function gameByCode(
  db: Db,
  vendor: string,
  code: string,
): Promise<{ id: number; maintenance: boolean } | undefined> {
  return selectWhere(db, 'games', { vendor_code: vendor, code })
    .select(['id', 'maintenance'])
    .executeTakeFirst();
}
