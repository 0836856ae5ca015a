import type { Selectable } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import type { MerchantsTable } from './merchant.tables.ts';

export type MerchantRow = Selectable<MerchantsTable>;

export function merchantRepository(db: Db) {
  return {
    async findByCode(code: string): Promise<MerchantRow | undefined> {
      return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async findByDomain(domain: string): Promise<MerchantRow | undefined> {
      return db
        .selectFrom('merchant_domains as d')
        .innerJoin('merchants as m', 'm.id', 'd.merchant_id')
        .selectAll('m')
        .where('d.domain', '=', domain)
        .executeTakeFirst();
    },

    async findDefault(): Promise<MerchantRow | undefined> {
      return db.selectFrom('merchants').selectAll().where('is_default', '=', true).executeTakeFirst();
    },

    /** The merchant's currency; the merchant must exist. */
    async currencyOf(merchantId: number): Promise<string> {
      const row = await db
        .selectFrom('merchants')
        .select('currency')
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow();
      return row.currency;
    },

    async enabledModules(merchantId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('merchant_modules')
        .select('code')
        .where('merchant_id', '=', merchantId)
        .where('enabled', '=', true)
        .orderBy('code')
        .execute();
      return rows.map((r) => r.code);
    },

    async domains(merchantId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('merchant_domains')
        .select('domain')
        .where('merchant_id', '=', merchantId)
        .orderBy('is_primary', 'desc')
        .orderBy('sort')
        .orderBy('domain')
        .execute();
      return rows.map((r) => r.domain);
    },

    async helpItems(merchantId: number, language: string) {
      return db
        .selectFrom('help_items')
        .select(['id', 'anchor', 'title', 'content', 'sort', 'language'])
        .where('merchant_id', '=', merchantId)
        .where('language', '=', language)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
  };
}

export type MerchantRepository = ReturnType<typeof merchantRepository>;
