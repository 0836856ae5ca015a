import type { Db } from '../../../db/kysely.ts';
import type { SeedCipher } from '../../../platform/seed-cipher.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { StaffBrands } from '../../brand/index.ts';
import { type BrandRef, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { type CredentialRow, vendorCredentialsRepository } from './vendor-credentials.repository.ts';
import { apiTokenContext, secretContext } from './vendor-secret.cipher.ts';

/** A connection as the vendor adapters use it: the secret opened. */
export interface VendorConnection {
  vendorCode: string;
  merchantId: number;
  merchantCode: string;
  login: string;
  providerId: string;
  secret: string;
  /** The token of the vendor's own API (Evolution's launch and game list), when it has one. */
  apiToken: string | null;
  apiUrl: string | null;
  launchUrl: string | null;
  enabled: boolean;
}

export interface CredentialsInput {
  login: string;
  providerId: string;
  secret?: string | undefined;
  apiToken?: string | undefined;
  apiUrl?: string | null | undefined;
  launchUrl?: string | null | undefined;
  enabled: boolean;
}

interface StaffCall {
  staff: StaffSession;
  merchantCode: string | undefined;
  ip: string;
  requestBrand?: BrandRef | undefined;
}

/** What staff see of a connection: everything but the secret. */
function publicView(vendorCode: string, merchantCode: string, row: CredentialRow | undefined) {
  return {
    vendorCode,
    merchantCode,
    login: row?.login ?? '',
    providerId: row?.provider_id ?? '',
    secretSet: row !== undefined,
    apiTokenSet: row?.api_token_sealed != null,
    apiUrl: row?.api_url ?? null,
    launchUrl: row?.launch_url ?? null,
    enabled: row?.enabled ?? false,
    updatedAt: row?.updated_at.toISOString() ?? null,
  };
}

interface Deps {
  db: Db;
  cipher: SeedCipher;
  brands: StaffBrands;
  audit: AuditService;
  now?: () => Date;
}

const openRow = (cipher: SeedCipher, row: CredentialRow): VendorConnection => ({
  vendorCode: row.vendor_code,
  merchantId: row.merchant_id,
  merchantCode: row.merchant_code,
  login: row.login,
  providerId: row.provider_id,
  secret: cipher.open(row.secret_sealed, secretContext(row.vendor_code, row.merchant_id)),
  apiToken:
    row.api_token_sealed === null
      ? null
      : cipher.open(row.api_token_sealed, apiTokenContext(row.vendor_code, row.merchant_id)),
  apiUrl: row.api_url,
  launchUrl: row.launch_url,
  enabled: row.enabled,
});

/** Writes a connection; the secret is sealed here, bound to its vendor and merchant. */
async function putRow(
  deps: Deps,
  db: Db,
  vendorCode: string,
  merchantId: number,
  input: Omit<CredentialsInput, 'apiToken'> & { secret: string; apiToken: string | null },
) {
  await vendorCredentialsRepository(db).upsert(
    {
      vendorCode,
      merchantId,
      login: input.login,
      providerId: input.providerId,
      secretSealed: deps.cipher.seal(input.secret, secretContext(vendorCode, merchantId)),
      apiTokenSealed:
        input.apiToken === null
          ? null
          : deps.cipher.seal(input.apiToken, apiTokenContext(vendorCode, merchantId)),
      apiUrl: input.apiUrl ?? null,
      launchUrl: input.launchUrl ?? null,
      enabled: input.enabled,
    },
    (deps.now ?? (() => new Date()))(),
  );
}

/** Staff set a connection; the audit row carries everything but the secret (only whether it changed). */
async function setByStaff(deps: Deps, vendorCode: string, call: StaffCall, input: CredentialsInput) {
  const brand = await staffMerchant(call.staff, call.merchantCode, deps.brands, call.requestBrand);
  const repo = vendorCredentialsRepository(deps.db);
  if (!(await repo.vendorExists(vendorCode))) throw new AppError('NOT_FOUND', 'Unknown vendor');
  return repo.transaction(async (trx) => {
    const before = await vendorCredentialsRepository(trx).byMerchantId(vendorCode, brand.id, true);
    const opened = before ? openRow(deps.cipher, before) : undefined;
    const secret = input.secret ?? opened?.secret;
    const apiToken = input.apiToken ?? opened?.apiToken ?? null;
    if (secret === undefined)
      throw new AppError('SECRET_REQUIRED', 'A first setting needs the secret', null, 400);
    await putRow(deps, trx, vendorCode, brand.id, { ...input, secret, apiToken });
    const after = publicView(
      vendorCode,
      brand.code,
      await vendorCredentialsRepository(trx).byMerchantId(vendorCode, brand.id),
    );
    await deps.audit.record(
      {
        staffId: call.staff.staffId,
        action: 'vendor.credentials_set',
        targetType: 'vendor_credentials',
        targetId: `${vendorCode}:${brand.code}`,
        before: before ? publicView(vendorCode, brand.code, before) : undefined,
        after: {
          ...after,
          secretChanged: input.secret !== undefined,
          apiTokenChanged: input.apiToken !== undefined,
        },
        ip: call.ip,
      },
      trx,
    );
    return after;
  });
}

/**
 * Merchants' credentials for vendors' wallet protocols. Secrets are sealed before they reach the
 * database and opened only for the adapters; staff set them (audited, without the secret) and
 * never read them back.
 */
export function vendorCredentialsService(deps: Deps) {
  const repo = vendorCredentialsRepository(deps.db);
  const enabled = (row: CredentialRow | undefined) => (row?.enabled ? openRow(deps.cipher, row) : undefined);
  return {
    /** The enabled connection of a merchant (by code, as vendors' calls name it), secret opened. */
    connectionByCode: async (vendorCode: string, merchantCode: string) =>
      enabled(await repo.byMerchantCode(vendorCode, merchantCode)),

    connectionById: async (vendorCode: string, merchantId: number) =>
      enabled(await repo.byMerchantId(vendorCode, merchantId)),

    /** The stored connection, on or off, secret opened: what a connection test tries. */
    storedConnection: async (vendorCode: string, merchantId: number) => {
      const row = await repo.byMerchantId(vendorCode, merchantId);
      return row ? openRow(deps.cipher, row) : undefined;
    },

    /** The enabled connection the vendor knows by this login; for the development simulator. */
    connectionByLogin: async (vendorCode: string, login: string) =>
      enabled(await repo.byLogin(vendorCode, login)),

    async get(vendorCode: string, call: Omit<StaffCall, 'ip'>) {
      const brand = await staffMerchant(call.staff, call.merchantCode, deps.brands, call.requestBrand);
      return publicView(vendorCode, brand.code, await repo.byMerchantId(vendorCode, brand.id));
    },

    set: (vendorCode: string, call: StaffCall, input: CredentialsInput) =>
      setByStaff(deps, vendorCode, call, input),

    merchantOf: (call: Omit<StaffCall, 'ip'>) =>
      staffMerchant(call.staff, call.merchantCode, deps.brands, call.requestBrand),
  };
}

export type VendorCredentialsService = ReturnType<typeof vendorCredentialsService>;
