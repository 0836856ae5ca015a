import { SITE_LANGUAGES } from '@pf/shared';
import { type Kysely, sql } from 'kysely';
import { demoResources, demoSocialLinks, RETIRED_DEMO_CUSTOMER_SERVICE } from '../../areas/brand/index.ts';

/**
 * The demo brand was first seeded with placeholder addresses (example pages, a live chat that only
 * opened help text, downloads pointing back at the site). A database seeded then gets the brand's
 * real addresses; a brand whose operator already changed them is left alone, and a new database
 * (no demo brand yet) is seeded with them directly. Likewise the brand's seven languages become
 * the site's 35 (the ones without texts of their own read English).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update merchants set
      customer_service = ${JSON.stringify(RETIRED_DEMO_CUSTOMER_SERVICE)}::jsonb,
      social_links = ${JSON.stringify(demoSocialLinks)}::jsonb,
      resources = ${JSON.stringify(demoResources)}::jsonb
    where code = 'demo' and customer_service::text like '%/helpmc#live-chat%'`.execute(db);
  await sql`update merchants set
      config = jsonb_set(config, '{supportedLanguages}', ${JSON.stringify(SITE_LANGUAGES)}::jsonb)
    where code = 'demo'
      and config->'supportedLanguages' = '["EN","CN","ID","PT","TH","TY","VI"]'::jsonb`.execute(db);
}

/** Nothing to undo: the placeholders are not worth restoring. */
export async function down(_db: Kysely<unknown>): Promise<void> {}
