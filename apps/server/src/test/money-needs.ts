import { moneySettingsService } from '../areas/brand/index.ts';
import { auditService } from '../areas/identity/index.ts';
import type { BrandMoney } from '../areas/money/index.ts';
import type { Db } from '../db/kysely.ts';
import type { AuditWriter } from '../platform/audit-writer.ts';

/**
 * What the app hands money from the areas above it (app.ts: the brand's amounts, the audit log),
 * for the tests that build a money service of their own instead of going through the app.
 */
export function moneyNeeds(db: Db): { brandMoney: BrandMoney; audit: AuditWriter } {
  return { brandMoney: moneySettingsService({ db }), audit: auditService(db) };
}
