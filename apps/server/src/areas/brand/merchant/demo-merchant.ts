import { type MerchantConfig, MODULE_FLAGS, SITE_LANGUAGES } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { DEMO_CURRENCY } from '../../../platform/demo-amounts.ts';
import {
  demoCustomerService,
  demoResources,
  demoSocialLinks,
  RETIRED_DEMO_CUSTOMER_SERVICE,
} from './demo-brand-links.ts';
import { replaceDeskIf } from './demo-desk.repository.ts';
import { demoHelpItems } from './demo-help-items.ts';
import { demoRegisterConfig } from './demo-register-config.ts';

export const DEMO_MERCHANT_CODE = 'demo';

/** §3 'Merchant config' of the demo brand. */
export const demoMerchantConfig: MerchantConfig = {
  platform: 'web',
  lotteryType: 'Lott',
  defaultLanguage: 'EN',
  // Every language of the site; seven have their own texts, the others read English.
  supportedLanguages: [...SITE_LANGUAGES],
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultExecution: 'B',
  esportsVendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
  cockfightVendors: ['DS88'],
};

/** Every module but the chat room, which is not built yet: its menu entry would lead nowhere. */
const DEMO_MODULES = MODULE_FLAGS.filter((code) => code !== 'CHATROOM3');

/** Creates the demo merchant once; later starts find it and change nothing. */
export async function seedDemoMerchant(db: Db): Promise<number> {
  const existing = await selectWhere(db, 'merchants', { code: DEMO_MERCHANT_CODE })
    .select('id')
    .executeTakeFirst();
  if (existing) return existing.id;

  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('merchants')
      .values({
        code: DEMO_MERCHANT_CODE,
        name: 'Lucky Lotus',
        currency: DEMO_CURRENCY,
        is_default: true,
        config: JSON.stringify(demoMerchantConfig),
        brand_settings: JSON.stringify({ loginedToHomePage: false, regionalVariant: false }),
        register_config: JSON.stringify(demoRegisterConfig),
        customer_service: JSON.stringify(demoCustomerService),
        social_links: JSON.stringify(demoSocialLinks),
        resources: JSON.stringify(demoResources),
        gtag_id: null,
        image_cdns: ['/static'],
        launch_game_cdns: ['/'],
        region_mode: 'deny',
        // Illustrative deny list; operators set their own per licence.
        region_countries: ['US', 'GB', 'FR', 'SG'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('merchant_domains')
      .values([
        { domain: 'localhost', merchant_id: id, is_primary: true },
        { domain: '127.0.0.1', merchant_id: id, sort: 1 },
        { domain: 'demo.localhost', merchant_id: id, sort: 2 },
      ])
      .execute();
    await trx
      .insertInto('merchant_modules')
      .values(DEMO_MODULES.map((code) => ({ merchant_id: id, code })))
      .execute();
    await trx
      .insertInto('help_items')
      .values(demoHelpItems.map((item) => ({ ...item, merchant_id: id })))
      .execute();
    return id;
  });
}

/**
 * A demo brand still on the outside desk it was first seeded with (an address that never answered)
 * serves its members through the built-in support chat from now on. Answers whether it changed.
 */
export async function retireDemoOutsideDesk(db: Db, merchantId: number): Promise<boolean> {
  return replaceDeskIf(db, merchantId, RETIRED_DEMO_CUSTOMER_SERVICE, demoCustomerService);
}
