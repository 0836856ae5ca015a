import type { Db } from '../../../db/kysely.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { type BrandRef, brandCurrency, staffBrands, staffMerchant } from '../../brand/index.ts';

/**
 * The brand a report is read for (the one named, else the one the console works on, within what
 * the staff member may see) and its currency.
 */
export function reportScope(db: Db) {
  return async (staff: StaffSession, merchantCode: string | undefined, requestBrand: BrandRef) => {
    const brand = await staffMerchant(staff, merchantCode, staffBrands(db), requestBrand);
    const currency = await brandCurrency(db, brand.id);
    return { brand, currency };
  };
}
