import type { Selectable } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
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
      const row = await selectWhere(db, 'merchants', { id: merchantId })
        .select('currency')
        .executeTakeFirstOrThrow();
      return row.currency;
    },

    async enabledModules(merchantId: number): Promise<string[]> {
      const rows = await selectWhere(db, 'merchant_modules', { merchant_id: merchantId, enabled: true })
        .select('code')
        .orderBy('code')
        .execute();
      return rows.map((r) => r.code);
    },

    async domains(merchantId: number): Promise<string[]> {
      const rows = await selectWhere(db, 'merchant_domains', { merchant_id: merchantId })
        .select('domain')
        .orderBy('is_primary', 'desc')
        .orderBy('sort')
        .orderBy('domain')
        .execute();
      return rows.map((r) => r.domain);
    },

    async helpItems(merchantId: number, language: string) {
      return selectWhere(db, 'help_items', { merchant_id: merchantId, language })
        .select(['id', 'anchor', 'title', 'content', 'sort', 'language'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
  };
}

export type MerchantRepository = ReturnType<typeof merchantRepository>;
