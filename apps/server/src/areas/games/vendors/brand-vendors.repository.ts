import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

/**
 * A new brand opens with the vendors the default brand offers, as that brand has them switched on,
 * so its lobby is not empty on its first day; the operator curates the catalog from there.
 */
export async function copyBrandVendors(trx: Db, brand: { id: number; templateId: number }): Promise<void> {
  await sql`
    insert into merchant_vendors (merchant_id, vendor_code, enabled)
    select ${brand.id}, vendor_code, enabled from merchant_vendors where merchant_id = ${brand.templateId}
    on conflict do nothing`.execute(trx);
}
