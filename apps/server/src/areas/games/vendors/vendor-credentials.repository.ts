import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';

export interface CredentialRow {
  vendor_code: string;
  merchant_id: number;
  merchant_code: string;
  login: string;
  provider_id: string;
  secret_sealed: string;
  api_token_sealed: string | null;
  api_url: string | null;
  launch_url: string | null;
  enabled: boolean;
  updated_at: Date;
}

export interface CredentialWrite {
  vendorCode: string;
  merchantId: number;
  login: string;
  providerId: string;
  secretSealed: string;
  apiTokenSealed: string | null;
  apiUrl: string | null;
  launchUrl: string | null;
  enabled: boolean;
}

/** SQL of vendor_credentials: one row per vendor and merchant. */
export function vendorCredentialsRepository(db: Db) {
  const base = () =>
    db
      .selectFrom('vendor_credentials as c')
      .innerJoin('merchants as m', 'm.id', 'c.merchant_id')
      .select([
        'c.vendor_code',
        'c.merchant_id',
        'm.code as merchant_code',
        'c.login',
        'c.provider_id',
        'c.secret_sealed',
        'c.api_token_sealed',
        'c.api_url',
        'c.launch_url',
        'c.enabled',
        'c.updated_at',
      ]);
  return {
    byMerchantCode(vendorCode: string, merchantCode: string): Promise<CredentialRow | undefined> {
      return base()
        .where('c.vendor_code', '=', vendorCode)
        .where('m.code', '=', merchantCode)
        .executeTakeFirst();
    },

    /** A vendor's connection by the login the vendor knows the merchant by (its secureLogin). */
    byLogin(vendorCode: string, login: string): Promise<CredentialRow | undefined> {
      return base().where('c.vendor_code', '=', vendorCode).where('c.login', '=', login).executeTakeFirst();
    },

    byMerchantId(vendorCode: string, merchantId: number, lock = false): Promise<CredentialRow | undefined> {
      const q = base().where('c.vendor_code', '=', vendorCode).where('c.merchant_id', '=', merchantId);
      return (lock ? q.forUpdate('c') : q).executeTakeFirst();
    },

    async vendorExists(vendorCode: string): Promise<boolean> {
      const row = await selectWhere(db, 'game_vendors', { code: vendorCode })
        .select('code')
        .executeTakeFirst();
      return row !== undefined;
    },

    async upsert(c: CredentialWrite, now: Date): Promise<void> {
      const values = {
        login: c.login,
        provider_id: c.providerId,
        secret_sealed: c.secretSealed,
        api_token_sealed: c.apiTokenSealed,
        api_url: c.apiUrl,
        launch_url: c.launchUrl,
        enabled: c.enabled,
        updated_at: now,
      };
      await db
        .insertInto('vendor_credentials')
        .values({ vendor_code: c.vendorCode, merchant_id: c.merchantId, ...values })
        .onConflict((oc) => oc.columns(['vendor_code', 'merchant_id']).doUpdateSet(values))
        .execute();
      // The brand's lobbies offer the vendor exactly while its connection is on: without working
      // credentials its games could not open, so they leave the lists (the catalog hears this row).
      await updateWhere(db, 'merchant_vendors', { merchant_id: c.merchantId, vendor_code: c.vendorCode })
        .set({ enabled: c.enabled })
        .execute();
    },

    async transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}

export type VendorCredentialsRepository = ReturnType<typeof vendorCredentialsRepository>;
