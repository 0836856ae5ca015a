import type { StaffVipRules, VipLevelRuleInput } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type BrandRef, brandSetting } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { vipRepository } from './vip.repository.ts';
import { ruleView } from './vip.service.ts';
import { previousPeriod, rulesAscend } from './vip-rules.ts';

/** Staff set a brand's VIP level rules; the change commits with its audit row. */
export function vipStaffService(deps: { db: Db; audit: AuditService; now: () => Date }) {
  const { db, audit, now } = deps;
  const setting = brandSetting(
    { db, audit },
    { action: 'vip.rules', read: rulesOf, logged: (r) => r.levels },
  );

  async function rulesOf(brand: BrandRef, q: Db = db): Promise<StaffVipRules> {
    return { merchantCode: brand.code, levels: (await vipRepository(q).rules(brand.id)).map(ruleView) };
  }

  return {
    async rules(staff: StaffSession, q: { merchantCode?: string | undefined }, requestBrand?: BrandRef) {
      return setting.read(staff, q.merchantCode, requestBrand);
    },

    async saveRules(
      staff: StaffSession,
      body: { merchantCode?: string | undefined; levels: VipLevelRuleInput[] },
      ip: string,
      requestBrand?: BrandRef,
    ): Promise<StaffVipRules> {
      if (!rulesAscend(body.levels)) throw new AppError('VIP_RULES_ORDER');
      return setting.save(
        staff,
        { merchantCode: body.merchantCode, ip, requestBrand },
        async (trx, brand) => {
          const repo = vipRepository(trx);
          await repo.replaceRules(brand.id, body.levels);
          // The period before these rules was lived under none: its end keeps every level.
          await repo.claimReview(brand.id, previousPeriod(now()).key);
        },
      );
    },
  };
}
