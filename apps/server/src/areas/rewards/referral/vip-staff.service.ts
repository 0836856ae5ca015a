import type { StaffVipRules, VipLevelRuleInput } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { auditedChange } from '../../../platform/audited-change.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type BrandRef, staffBrands, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { vipRepository } from './vip.repository.ts';
import { ruleView } from './vip.service.ts';
import { previousPeriod, rulesAscend } from './vip-rules.ts';

/** Staff set a brand's VIP level rules; the change commits with its audit row. */
export function vipStaffService(deps: { db: Db; audit: AuditService; now: () => Date }) {
  const { db, audit, now } = deps;
  const brandFor = (staff: StaffSession, code: string | undefined, requestBrand?: BrandRef) =>
    staffMerchant(staff, code, staffBrands(db), requestBrand);

  async function rulesOf(brand: BrandRef, q: Db = db): Promise<StaffVipRules> {
    return { merchantCode: brand.code, levels: (await vipRepository(q).rules(brand.id)).map(ruleView) };
  }

  return {
    async rules(staff: StaffSession, q: { merchantCode?: string | undefined }, requestBrand?: BrandRef) {
      return rulesOf(await brandFor(staff, q.merchantCode, requestBrand));
    },

    async saveRules(
      staff: StaffSession,
      body: { merchantCode?: string | undefined; levels: VipLevelRuleInput[] },
      ip: string,
      requestBrand?: BrandRef,
    ): Promise<StaffVipRules> {
      if (!rulesAscend(body.levels)) throw new AppError('VIP_RULES_ORDER');
      const brand = await brandFor(staff, body.merchantCode, requestBrand);
      const entry = { staff, ip, action: 'vip.rules', target: { type: 'merchant', id: brand.id } };
      return auditedChange(db, audit, entry, {
        read: (q) => rulesOf(brand, q),
        async write(trx) {
          const repo = vipRepository(trx);
          await repo.replaceRules(brand.id, body.levels);
          // The period before these rules was lived under none: its end keeps every level.
          await repo.claimReview(brand.id, previousPeriod(now()).key);
        },
        logged: (reading) => reading.levels,
      });
    },
  };
}
