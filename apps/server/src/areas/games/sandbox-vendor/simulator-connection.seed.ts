import type { GameType } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { vendorCatalogRepository } from '../vendors/vendor-catalog.repository.ts';
import { vendorCredentialsRepository } from '../vendors/vendor-credentials.repository.ts';
import type { VendorConnection } from '../vendors/vendor-credentials.service.ts';
import { apiTokenContext, secretContext, vendorSecretCipher } from '../vendors/vendor-secret.cipher.ts';

/** A vendor and how the demo merchant connects to its simulator. */
export interface SimulatorConnectionSpec {
  vendor: { code: string; name: string; types: GameType[]; sort: number };
  login: string;
  providerId: string;
  /** Made only when no connection is stored yet (a fresh key or token per database). */
  secret: () => string;
  apiToken?: () => string;
}

/**
 * Lists the vendor for the merchant and stores its connection to this server's simulator (no API
 * address: the simulator answers), sealing the secrets. Idempotent: an existing connection, its
 * secrets included, is kept. Answers the connection a catalog import runs with; an import reads
 * the catalog only, so it carries no secret.
 */
export async function ensureSimulatorConnection(
  db: Db,
  merchantId: number,
  spec: SimulatorConnectionSpec,
): Promise<VendorConnection> {
  const code = spec.vendor.code;
  await vendorCatalogRepository(db).ensureVendor({ ...spec.vendor, merchantId });
  const credentials = vendorCredentialsRepository(db);
  if (!(await credentials.byMerchantId(code, merchantId))) {
    const cipher = vendorSecretCipher();
    await credentials.upsert(
      {
        vendorCode: code,
        merchantId,
        login: spec.login,
        providerId: spec.providerId,
        secretSealed: cipher.seal(spec.secret(), secretContext(code, merchantId)),
        apiTokenSealed: spec.apiToken
          ? cipher.seal(spec.apiToken(), apiTokenContext(code, merchantId))
          : null,
        apiUrl: null,
        launchUrl: null,
        enabled: true,
      },
      new Date(),
    );
  }
  const row = await credentials.byMerchantId(code, merchantId);
  if (!row) throw new Error(`the ${spec.vendor.name} connection was not stored`);
  return {
    vendorCode: code,
    merchantId,
    merchantCode: row.merchant_code,
    login: row.login,
    providerId: row.provider_id,
    secret: '',
    apiToken: null,
    apiUrl: null,
    launchUrl: null,
    enabled: row.enabled,
  };
}
