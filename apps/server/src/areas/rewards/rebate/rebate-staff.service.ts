import type { StaffRebateRates } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { type BrandRef, brandSetting } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { rebateRepository } from './rebate.repository.ts';

type Rate = StaffRebateRates['rates'][number];

/** Staff set a brand's rebate rates; every change commits with its audit row. */
export function rebateStaffService(deps: { db: Db; audit: AuditService; now?: (() => Date) | undefined }) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const setting = brandSetting(
    { db, audit },
    { action: 'rebate.rates', read: ratesOf, logged: (r) => r.rates },
  );

  async function ratesOf(brand: BrandRef, q: Db = db): Promise<StaffRebateRates> {
    const rates = await rebateRepository(q).rates(brand.id);
    return {
      merchantCode: brand.code,
      rates: [...rates]
        .map(([category, rateBps]) => ({ category: category as Rate['category'], rateBps }))
        .sort((a, b) => a.category.localeCompare(b.category)),
    };
  }

  return {
    async rates(staff: StaffSession, q: { merchantCode?: string | undefined }, requestBrand?: BrandRef) {
      return setting.read(staff, q.merchantCode, requestBrand);
    },

    async saveRates(
      staff: StaffSession,
      body: { merchantCode?: string | undefined; rates: Rate[] },
      ip: string,
      requestBrand?: BrandRef,
    ): Promise<StaffRebateRates> {
      return setting.save(staff, { merchantCode: body.merchantCode, ip, requestBrand }, (trx, brand) =>
        rebateRepository(trx).replaceRates(brand.id, body.rates, now()),
      );
    },
  };
}
