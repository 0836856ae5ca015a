import { formatMinorPlain, type ReferralCondition, type StaffReferralRule } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { type BrandRef, brandSetting } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { referralRepository } from './referral.repository.ts';

/** Staff set a brand's referral rule; the change commits with its audit row. */
export function referralStaffService(deps: { db: Db; audit: AuditService; now: () => Date }) {
  const { db, audit, now } = deps;
  const setting = brandSetting({ db, audit }, { action: 'referral.rule', read: ruleOf });

  async function ruleOf(brand: BrandRef, q: Db = db): Promise<StaffReferralRule> {
    const r = await referralRepository(q).rule(brand.id);
    return {
      merchantCode: brand.code,
      enabled: r.enabled,
      rewardAmount: formatMinorPlain(r.rewardAmount),
      condition: r.condition,
      threshold: formatMinorPlain(r.threshold),
    };
  }

  return {
    async rule(staff: StaffSession, q: { merchantCode?: string | undefined }, requestBrand?: BrandRef) {
      return setting.read(staff, q.merchantCode, requestBrand);
    },

    async saveRule(
      staff: StaffSession,
      body: {
        merchantCode?: string | undefined;
        enabled: boolean;
        rewardAmount: bigint;
        condition: ReferralCondition;
        threshold: bigint;
      },
      ip: string,
      requestBrand?: BrandRef,
    ): Promise<StaffReferralRule> {
      return setting.save(staff, { merchantCode: body.merchantCode, ip, requestBrand }, (trx, brand) =>
        referralRepository(trx).saveRule(brand.id, body, now()),
      );
    },
  };
}
