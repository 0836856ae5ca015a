import type { CustomerServiceEntry } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { updateWhere } from '../../../db/update-where.ts';

/** Replaces a merchant's customer-service desk only while it is still `from`; answers whether it did. */
export async function replaceDeskIf(
  db: Db,
  merchantId: number,
  from: CustomerServiceEntry[],
  to: CustomerServiceEntry[],
): Promise<boolean> {
  const changed = await updateWhere(db, 'merchants', { id: merchantId })
    .set({ customer_service: JSON.stringify(to) })
    .where(sql<boolean>`customer_service = ${JSON.stringify(from)}::jsonb`)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
}
