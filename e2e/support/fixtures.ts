import { DEMO_MERCHANT_CODE } from '../../apps/server/src/areas/brand/merchant/demo-merchant.ts';
import type { DbHandle } from '../../apps/server/src/db/kysely.ts';

/**
 * Extra brands for the journeys, each on its own *.localhost host (browsers resolve every
 * *.localhost name to loopback), so host-based merchant resolution is exercised for real:
 * - maint.localhost: under maintenance;
 * - geo.localhost: denies US visitors (the journey sends X-Forwarded-For with a US address);
 * - guard.localhost: brand setting loginedToHomePage on.
 */
export const E2E_HOSTS = {
  maintenance: 'maint.localhost',
  restricted: 'geo.localhost',
  guarded: 'guard.localhost',
} as const;

export const MAINTENANCE = {
  title: 'Scheduled upgrade',
  message: 'We are upgrading our systems. Thank you for your patience.',
  end: '2030-01-01T10:00:00.000Z',
};

/**
 * The status pages' one way out is a brand's outside live-chat desk (visitors cannot use the
 * built-in chat the demo brand has): the brands showing them get one. Never opened by a journey.
 */
const OUTSIDE_DESK = JSON.stringify([
  { csType: 'LIVECHAT', path: 'https://livechat.example/lucky-lotus', title: 'Live chat 24/7' },
]);

export async function addE2eMerchants(database: DbHandle): Promise<void> {
  const db = database.db;
  const demo = await db
    .selectFrom('merchants')
    .selectAll()
    .where('code', '=', DEMO_MERCHANT_CODE)
    .executeTakeFirstOrThrow();
  const { id: _id, created_at: _c, updated_at: _u, ...base } = demo;
  const clone = {
    ...base,
    is_default: false,
    config: JSON.stringify(base.config),
    brand_settings: JSON.stringify(base.brand_settings),
    register_config: JSON.stringify(base.register_config),
    customer_service: JSON.stringify(base.customer_service),
    social_links: JSON.stringify(base.social_links),
    resources: JSON.stringify(base.resources),
    money_overrides: JSON.stringify(base.money_overrides),
    theme: JSON.stringify(base.theme),
  };
  const variants = [
    {
      code: 'e2e-maint',
      domain: E2E_HOSTS.maintenance,
      values: {
        customer_service: OUTSIDE_DESK,
        maintenance_on: true,
        maintenance_title: MAINTENANCE.title,
        maintenance_message: MAINTENANCE.message,
        maintenance_end: MAINTENANCE.end,
      },
    },
    {
      code: 'e2e-geo',
      domain: E2E_HOSTS.restricted,
      values: { customer_service: OUTSIDE_DESK, region_mode: 'deny' as const, region_countries: ['US'] },
    },
    {
      code: 'e2e-guard',
      domain: E2E_HOSTS.guarded,
      values: { brand_settings: JSON.stringify({ ...base.brand_settings, loginedToHomePage: true }) },
    },
  ];
  for (const v of variants) {
    const { id } = await db
      .insertInto('merchants')
      .values({ ...clone, code: v.code, name: `${base.name} (${v.code})`, ...v.values })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('merchant_domains')
      .values({ domain: v.domain, merchant_id: id, is_primary: true })
      .execute();
    const modules = await db
      .selectFrom('merchant_modules')
      .select('code')
      .where('merchant_id', '=', demo.id)
      .execute();
    await db
      .insertInto('merchant_modules')
      .values(modules.map((m) => ({ merchant_id: id, code: m.code })))
      .execute();
  }
}
