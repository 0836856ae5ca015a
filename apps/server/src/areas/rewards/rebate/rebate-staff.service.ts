import type { StaffRebateRates } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { auditedChange } from '../../../platform/audited-change.ts';
import { type BrandRef, staffBrands, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { rebateRepository } from './rebate.repository.ts';

type Rate = StaffRebateRates['rates'][number];

/** Staff set a brand's rebate rates; every change commits with its audit row. */
export function rebateStaffService(deps: { db: Db; audit: AuditService; now?: (() => Date) | undefined }) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const brandFor = (staff: StaffSession, code: string | undefined, requestBrand?: BrandRef) =>
    staffMerchant(staff, code, staffBrands(db), requestBrand);

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
      return ratesOf(await brandFor(staff, q.merchantCode, requestBrand));
    },

    async saveRates(
      staff: StaffSession,
      body: { merchantCode?: string | undefined; rates: Rate[] },
      ip: string,
      requestBrand?: BrandRef,
    ): Promise<StaffRebateRates> {
      const brand = await brandFor(staff, body.merchantCode, requestBrand);
      const entry = { staff, ip, action: 'rebate.rates', target: { type: 'merchant', id: brand.id } };
      return auditedChange(db, audit, entry, {
        read: (q) => ratesOf(brand, q),
        write: (trx) => rebateRepository(trx).replaceRates(brand.id, body.rates, now()),
        logged: (reading) => reading.rates,
      });
    },
  };
}
