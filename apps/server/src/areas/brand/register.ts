import type { AreaContext } from '../../platform/area-context.ts';
import type { AuditWriter } from '../../platform/audit-writer.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import { merchantPlugin } from '../../plugins/merchant.ts';
import { cachedMerchantRepository } from './merchant/merchant.cache.ts';
import { merchantRepository } from './merchant/merchant.repository.ts';
import { merchantService } from './merchant/merchant.service.ts';
import { moneySettingsRoutes } from './merchant/money-settings.routes.ts';
import { moneySettingsService } from './merchant/money-settings.service.ts';
import { brandSetupRoutes } from './setup/brand-setup.routes.ts';
import { type BrandCreatedHook, brandSetupService } from './setup/brand-setup.service.ts';
import { systemRoutes } from './system/system.routes.ts';
import { systemService } from './system/system.service.ts';

/**
 * Brand: every request's merchant (the floor's merchant plugin, filled with brand's resolver), the
 * system status, the brands' money settings and their set-up. Registered first; the staff checks and the audit
 * log of its console come from identity, built just before (app.ts).
 */
export async function registerBrand(ctx: AreaContext, needs: { auth: MemberAuth; audit: AuditWriter }) {
  const { app, db, bus } = ctx;
  const repo = cachedMerchantRepository(merchantRepository(db), bus);
  const merchants = merchantService(repo);
  // The brands' amounts (limits, stakes), cached until a merchant row changes.
  const money = moneySettingsService({ db, bus });
  const system = systemService({ merchants, repo, geoip: ctx.geoip });
  await app.register(merchantPlugin, { merchants });
  await app.register(systemRoutes, { system, merchants });
  await app.register(moneySettingsRoutes, { db, audit: needs.audit, auth: needs.auth });
  // Filled by the areas above as they register; run inside a brand's creation.
  const onCreated: BrandCreatedHook[] = [];
  const setup = brandSetupService({ db, audit: needs.audit, onCreated });
  await app.register(brandSetupRoutes, { setup, auth: needs.auth });
  return {
    merchants,
    money,
    domainsOf: repo.domains,
    onCreated: (hook: BrandCreatedHook) => {
      onCreated.push(hook);
    },
  };
}

export type BrandArea = Awaited<ReturnType<typeof registerBrand>>;
