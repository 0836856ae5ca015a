import type { Db } from '../../../db/kysely.ts';
import { brandsRepository } from './brands.repository.ts';
import { merchantRepository } from './merchant.repository.ts';
import type { NamedBrand, StaffBrands } from './staff-merchant.ts';

/** The brands a staff call may name, found by code or id (for `staffMerchant`). */
export function staffBrands(db: Db): StaffBrands {
  return brandsRepository(db);
}

/** Brands by id with their names, every brand when `ids` is null (an operator's brand switch). */
export function namedBrands(db: Db, ids: readonly number[] | null): Promise<NamedBrand[]> {
  return brandsRepository(db).named(ids);
}

/** Whether a merchant of this id exists (a staff call naming a brand by id). */
export async function merchantExists(db: Db, merchantId: number): Promise<boolean> {
  return (await brandsRepository(db).byId(merchantId)) !== undefined;
}

/** The currency a merchant's amounts are in; pass the transaction that moves them. */
export function brandCurrency(db: Db, merchantId: number): Promise<string> {
  return merchantRepository(db).currencyOf(merchantId);
}
