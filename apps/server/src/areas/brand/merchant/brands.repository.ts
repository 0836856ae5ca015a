import type { Db } from '../../../db/kysely.ts';
import type { BrandRef } from './staff-merchant.ts';

/** A brand's id and code, for staff calls that name a brand. */
export function brandsRepository(db: Db) {
  return {
    async byCode(code: string): Promise<BrandRef | undefined> {
      return db.selectFrom('merchants').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
    },
    async byId(id: number): Promise<BrandRef | undefined> {
      return db.selectFrom('merchants').select(['id', 'code']).where('id', '=', id).executeTakeFirst();
    },
  };
}

export type BrandsRepository = ReturnType<typeof brandsRepository>;
