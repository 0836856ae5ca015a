import type { BrandCreate, BrandSetup, BrandSummary, BrandUpdate } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import type { MerchantRow } from '../merchant/merchant.repository.ts';

/** The columns of a brand's row that its set-up replaces. */
function rowValues(b: BrandUpdate, config: MerchantRow['config']) {
  return {
    name: b.name,
    time_zone: b.timeZone,
    config: JSON.stringify({
      ...config,
      defaultLanguage: b.defaultLanguage,
      supportedLanguages: b.supportedLanguages,
    }),
    brand_settings: JSON.stringify(b.brandSettings),
    register_config: JSON.stringify(b.register),
    theme: JSON.stringify(b.theme),
    logo_url: b.logoUrl,
    maintenance_on: b.maintenance.on,
    maintenance_title: b.maintenance.title,
    maintenance_message: b.maintenance.message,
    maintenance_end: b.maintenance.end,
    maintenance_allow: b.maintenance.allowAddresses,
    region_mode: b.region.mode,
    region_countries: b.region.countries,
  };
}

function setupOf(row: MerchantRow, domains: string[], modules: string[]): BrandSetup {
  return {
    merchantCode: row.code,
    currency: row.currency,
    isDefault: row.is_default,
    name: row.name,
    domains,
    defaultLanguage: row.config.defaultLanguage,
    supportedLanguages: row.config.supportedLanguages,
    timeZone: row.time_zone,
    theme: row.theme,
    logoUrl: row.logo_url,
    register: row.register_config,
    modules,
    brandSettings: row.brand_settings,
    maintenance: {
      on: row.maintenance_on,
      title: row.maintenance_title,
      message: row.maintenance_message,
      end: row.maintenance_end ? row.maintenance_end.toISOString() : null,
      allowAddresses: row.maintenance_allow,
    },
    region: { mode: row.region_mode, countries: row.region_countries },
  };
}

/** A brand's domains (the first its primary) and switched-on modules, replacing what it had. */
async function replaceParts(db: Db, id: number, domains: string[], modules: string[]) {
  await db.deleteFrom('merchant_domains').where('merchant_id', '=', id).execute();
  await db
    .insertInto('merchant_domains')
    .values(domains.map((domain, sort) => ({ domain, merchant_id: id, is_primary: sort === 0, sort })))
    .execute();
  await db.deleteFrom('merchant_modules').where('merchant_id', '=', id).execute();
  if (modules.length > 0) {
    await db
      .insertInto('merchant_modules')
      .values(modules.map((code) => ({ merchant_id: id, code })))
      .execute();
  }
}

/** Brands as staff set them up: the merchant row with its domains and module flags. */
export function brandSetupRepository(db: Db) {
  return {
    async list(onlyId: number | null): Promise<BrandSummary[]> {
      let q = db
        .selectFrom('merchants as m')
        .leftJoin('merchant_domains as d', (j) =>
          j.onRef('d.merchant_id', '=', 'm.id').on('d.is_primary', '=', true),
        )
        .select(['m.code', 'm.name', 'm.currency', 'm.maintenance_on', 'm.is_default', 'd.domain'])
        .orderBy('m.id');
      if (onlyId !== null) q = q.where('m.id', '=', onlyId);
      const rows = await q.execute();
      return rows.map((r) => ({
        merchantCode: r.code,
        name: r.name,
        currency: r.currency,
        primaryDomain: r.domain,
        maintenance: r.maintenance_on,
        isDefault: r.is_default,
      }));
    },

    /** The brand's set-up, its row locked when `forUpdate` (a change reads it first). */
    async read(id: number, forUpdate = false): Promise<BrandSetup | undefined> {
      let q = selectWhere(db, 'merchants', { id }).selectAll();
      if (forUpdate) q = q.forUpdate();
      const row = await q.executeTakeFirst();
      if (!row) return undefined;
      const domains = await selectWhere(db, 'merchant_domains', { merchant_id: id })
        .select('domain')
        .orderBy('sort')
        .execute();
      const modules = await selectWhere(db, 'merchant_modules', { merchant_id: id, enabled: true })
        .select('code')
        .orderBy('code')
        .execute();
      return setupOf(
        row,
        domains.map((d) => d.domain),
        modules.map((m) => m.code),
      );
    },

    /** Domains of `domains` that another brand than `ownId` answers on. */
    async domainsTaken(domains: string[], ownId: number | null): Promise<string[]> {
      if (domains.length === 0) return [];
      let q = db.selectFrom('merchant_domains').select('domain').where('domain', 'in', domains);
      if (ownId !== null) q = q.where('merchant_id', '<>', ownId);
      return (await q.execute()).map((r) => r.domain);
    },

    /** A new brand's row, copying the platform-wide parts of `template` (the default brand's config). */
    async create(b: BrandCreate, template: MerchantRow): Promise<number | undefined> {
      const inserted = await db
        .insertInto('merchants')
        .values({
          code: b.merchantCode,
          currency: b.currency,
          ...rowValues(b, template.config),
          customer_service: JSON.stringify([]),
          social_links: JSON.stringify([]),
          resources: JSON.stringify([]),
          image_cdns: template.image_cdns,
          launch_game_cdns: template.launch_game_cdns,
        })
        .onConflict((c) => c.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return undefined;
      await replaceParts(db, inserted.id, b.domains, b.modules);
      return inserted.id;
    },

    async update(id: number, b: BrandUpdate, config: MerchantRow['config']): Promise<void> {
      await db
        .updateTable('merchants')
        .set({ ...rowValues(b, config), updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      await replaceParts(db, id, b.domains, b.modules);
    },

    async row(id: number): Promise<MerchantRow | undefined> {
      return selectWhere(db, 'merchants', { id }).selectAll().executeTakeFirst();
    },
  };
}
