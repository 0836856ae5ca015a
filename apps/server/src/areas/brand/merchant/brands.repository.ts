import type { Db } from '../../../db/kysely.ts';
import type { BrandRef, NamedBrand } from './staff-merchant.ts';

/** A brand's id and code, for staff calls that name a brand. */
export function brandsRepository(db: Db) {
  return {
    async byCode(code: string): Promise<BrandRef | undefined> {
      return db.selectFrom('merchants').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
    },
    async byId(id: number): Promise<BrandRef | undefined> {
      return db.selectFrom('merchants').select(['id', 'code']).where('id', '=', id).executeTakeFirst();
    },
    /** The brands of these ids (every brand when null), by id. */
    async named(ids: readonly number[] | null): Promise<NamedBrand[]> {
      if (ids !== null && ids.length === 0) return [];
      let q = db.selectFrom('merchants').select(['id', 'code', 'name']);
      if (ids !== null) q = q.where('id', 'in', [...ids]);
      return q.orderBy('id').execute();
    },
  };
}

export type BrandsRepository = ReturnType<typeof brandsRepository>;
