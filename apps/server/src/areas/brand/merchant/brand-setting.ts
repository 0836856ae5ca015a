import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedChange } from '../../../platform/audited-change.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { staffBrands } from './brand-lookups.ts';
import { type BrandRef, staffMerchant } from './staff-merchant.ts';

/** How a brand's setting is read, and what its audit rows are called and keep. */
export interface BrandSettingSpec<V> {
  /** Dotted verb of the audit row of a save, e.g. 'rebate.rates'. */
  action: string;
  read(brand: BrandRef, q: Db): Promise<V>;
  /** The part of a reading the audit row keeps (all of it when not given). */
  logged?: (reading: V) => unknown;
}

/**
 * A setting of one brand that staff read and save (rebate rates, the referral rule, VIP rules).
 * It is always the brand the operator may act on (`staffMerchant`), and a save commits with its
 * audit row, whose target is the brand, in one transaction.
 */
export function brandSetting<V>(deps: { db: Db; audit: AuditWriter }, spec: BrandSettingSpec<V>) {
  const brandFor = (staff: StaffSession, code: string | undefined, requestBrand?: BrandRef) =>
    staffMerchant(staff, code, staffBrands(deps.db), requestBrand);
  return {
    async read(staff: StaffSession, merchantCode: string | undefined, requestBrand?: BrandRef): Promise<V> {
      return spec.read(await brandFor(staff, merchantCode, requestBrand), deps.db);
    },

    /** Saves the setting with `write`; answers it as read after the change. */
    async save(
      staff: StaffSession,
      where: { merchantCode?: string | undefined; ip: string; requestBrand?: BrandRef | undefined },
      write: (trx: Db, brand: BrandRef) => Promise<unknown>,
    ): Promise<V> {
      const brand = await brandFor(staff, where.merchantCode, where.requestBrand);
      const entry = { staff, ip: where.ip, action: spec.action, target: { type: 'merchant', id: brand.id } };
      return auditedChange(deps.db, deps.audit, entry, {
        read: (q) => spec.read(brand, q),
        write: (trx) => write(trx, brand),
        ...(spec.logged ? { logged: spec.logged } : {}),
      });
    },
  };
}
