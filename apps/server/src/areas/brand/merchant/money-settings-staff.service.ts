import {
  currencyDefaults,
  type MoneyOverrides,
  mergeMoney,
  moneyProblems,
  moneyToWire,
  overridesFromWire,
  overridesToWire,
  type StaffMoneySettings,
} from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedChange } from '../../../platform/audited-change.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import { brandsRepository } from './brands.repository.ts';
import { moneySettingsRepository } from './money-settings.repository.ts';
import { effectiveMoney } from './money-settings.ts';
import { type BrandRef, staffMerchant } from './staff-merchant.ts';

/** Staff read and set a brand's money overrides; a change commits with its audit row. */
export function moneySettingsStaffService(deps: { db: Db; audit: AuditWriter }) {
  const { db, audit } = deps;
  const brandFor = (staff: StaffSession, code: string | undefined, requestBrand?: BrandRef) =>
    staffMerchant(staff, code, brandsRepository(db), requestBrand);

  async function settingsOf(brand: BrandRef, q: Db = db): Promise<StaffMoneySettings> {
    const row = await moneySettingsRepository(q).brand(brand.id);
    if (!row) throw new AppError('NOT_FOUND');
    return {
      merchantCode: row.code,
      currency: row.currency,
      defaults: moneyToWire(currencyDefaults(row.currency)),
      overrides: row.money_overrides,
      effective: moneyToWire(effectiveMoney(row)),
    };
  }

  return {
    async settings(staff: StaffSession, q: { merchantCode?: string | undefined }, requestBrand?: BrandRef) {
      return settingsOf(await brandFor(staff, q.merchantCode, requestBrand));
    },

    async save(
      staff: StaffSession,
      body: { merchantCode?: string | undefined; overrides: MoneyOverrides },
      ip: string,
      requestBrand?: BrandRef,
    ): Promise<StaffMoneySettings> {
      const brand = await brandFor(staff, body.merchantCode, requestBrand);
      const overrides = overridesFromWire(body.overrides);
      const entry = { staff, ip, action: 'money.settings', target: { type: 'merchant', id: brand.id } };
      return auditedChange(db, audit, entry, {
        read: (q) => settingsOf(brand, q),
        async write(trx, before) {
          const problems = moneyProblems(mergeMoney(currencyDefaults(before.currency), overrides));
          if (problems.length > 0) {
            throw new AppError('MONEY_SETTINGS_INVALID', problems.join('; '), { problems }, 400);
          }
          await moneySettingsRepository(trx).saveOverrides(brand.id, overridesToWire(overrides));
        },
        logged: (reading) => reading.overrides,
      });
    },
  };
}
