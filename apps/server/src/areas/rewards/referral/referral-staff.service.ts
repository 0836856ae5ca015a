import { formatMinorPlain, type ReferralCondition, type StaffReferralRule } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { auditedChange } from '../../../platform/audited-change.ts';
import { type BrandRef, staffBrands, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { referralRepository } from './referral.repository.ts';

/** Staff set a brand's referral rule; the change commits with its audit row. */
export function referralStaffService(deps: { db: Db; audit: AuditService; now: () => Date }) {
  const { db, audit, now } = deps;
  const brandFor = (staff: StaffSession, code: string | undefined, requestBrand?: BrandRef) =>
    staffMerchant(staff, code, staffBrands(db), requestBrand);

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
      return ruleOf(await brandFor(staff, q.merchantCode, requestBrand));
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
      const brand = await brandFor(staff, body.merchantCode, requestBrand);
      const entry = { staff, ip, action: 'referral.rule', target: { type: 'merchant', id: brand.id } };
      return auditedChange(db, audit, entry, {
        read: (q) => ruleOf(brand, q),
        write: (trx) => referralRepository(trx).saveRule(brand.id, body, now()),
      });
    },
  };
}
