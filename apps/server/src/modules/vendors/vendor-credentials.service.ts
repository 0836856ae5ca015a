import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SeedCipher } from '../fairness/seed-cipher.ts';
import type { BrandsRepository } from '../staff/brands.repository.ts';
import type { StaffSession } from '../staff/staff.service.ts';
import { type BrandRef, staffMerchant } from '../staff/staff-merchant.ts';
import { type CredentialRow, vendorCredentialsRepository } from './vendor-credentials.repository.ts';
import { secretContext } from './vendor-secret.cipher.ts';

/** A connection as the vendor adapters use it: the secret opened. */
export interface VendorConnection {
  vendorCode: string;
  merchantId: number;
  merchantCode: string;
  login: string;
  providerId: string;
  secret: string;
  apiUrl: string | null;
  launchUrl: string | null;
  enabled: boolean;
}

export interface CredentialsInput {
  login: string;
  providerId: string;
  secret?: string | undefined;
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
    apiUrl: row?.api_url ?? null,
    launchUrl: row?.launch_url ?? null,
    enabled: row?.enabled ?? false,
    updatedAt: row?.updated_at.toISOString() ?? null,
  };
}

/**
 * Merchants' credentials for vendors' wallet protocols. Secrets are sealed before they reach the
 * database and opened only for the adapters; staff set them (audited, without the secret) and
 * never read them back.
 */
export function vendorCredentialsService(deps: {
  db: Db;
  cipher: SeedCipher;
  brands: BrandsRepository;
  audit: AuditService;
  now?: () => Date;
}) {
  const repo = vendorCredentialsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const open = (row: CredentialRow): VendorConnection => ({
    vendorCode: row.vendor_code,
    merchantId: row.merchant_id,
    merchantCode: row.merchant_code,
    login: row.login,
    providerId: row.provider_id,
    secret: deps.cipher.open(row.secret_sealed, secretContext(row.vendor_code, row.merchant_id)),
    apiUrl: row.api_url,
    launchUrl: row.launch_url,
    enabled: row.enabled,
  });

  /** Writes a connection without staff (seeds); the secret is sealed here. */
  async function put(
    db: Db,
    vendorCode: string,
    merchantId: number,
    input: CredentialsInput & { secret: string },
  ) {
    await vendorCredentialsRepository(db).upsert(
      {
        vendorCode,
        merchantId,
        login: input.login,
        providerId: input.providerId,
        secretSealed: deps.cipher.seal(input.secret, secretContext(vendorCode, merchantId)),
        apiUrl: input.apiUrl ?? null,
        launchUrl: input.launchUrl ?? null,
        enabled: input.enabled,
      },
      now(),
    );
  }

  return {
    /** The enabled connection of a merchant (by code, as vendors' calls name it), secret opened. */
    async connectionByCode(vendorCode: string, merchantCode: string): Promise<VendorConnection | undefined> {
      const row = await repo.byMerchantCode(vendorCode, merchantCode);
      return row?.enabled ? open(row) : undefined;
    },

    async connectionById(vendorCode: string, merchantId: number): Promise<VendorConnection | undefined> {
      const row = await repo.byMerchantId(vendorCode, merchantId);
      return row?.enabled ? open(row) : undefined;
    },

    /** The enabled connection the vendor knows by this login; for the development simulator. */
    async connectionByLogin(vendorCode: string, login: string): Promise<VendorConnection | undefined> {
      const row = await repo.byLogin(vendorCode, login);
      return row?.enabled ? open(row) : undefined;
    },

    put: (vendorCode: string, merchantId: number, input: CredentialsInput & { secret: string }) =>
      put(deps.db, vendorCode, merchantId, input),

    async get(vendorCode: string, call: Omit<StaffCall, 'ip'>) {
      const brand = await staffMerchant(call.staff, call.merchantCode, deps.brands, call.requestBrand);
      return publicView(vendorCode, brand.code, await repo.byMerchantId(vendorCode, brand.id));
    },

    /** Sets a connection; the audit row carries everything but the secret (only whether it changed). */
    async set(vendorCode: string, call: StaffCall, input: CredentialsInput) {
      const brand = await staffMerchant(call.staff, call.merchantCode, deps.brands, call.requestBrand);
      if (!(await repo.vendorExists(vendorCode))) throw new AppError('NOT_FOUND', 'Unknown vendor');
      return repo.transaction(async (trx) => {
        const before = await vendorCredentialsRepository(trx).byMerchantId(vendorCode, brand.id, true);
        const secret = input.secret ?? (before ? open(before).secret : undefined);
        if (secret === undefined)
          throw new AppError('SECRET_REQUIRED', 'A first setting needs the secret', null, 400);
        await put(trx, vendorCode, brand.id, { ...input, secret });
        const after = await vendorCredentialsRepository(trx).byMerchantId(vendorCode, brand.id);
        const beforeView = before ? publicView(vendorCode, brand.code, before) : undefined;
        const afterView = publicView(vendorCode, brand.code, after);
        await deps.audit.record(
          {
            staffId: call.staff.staffId,
            action: 'vendor.credentials_set',
            targetType: 'vendor_credentials',
            targetId: `${vendorCode}:${brand.code}`,
            before: beforeView,
            after: { ...afterView, secretChanged: input.secret !== undefined },
            ip: call.ip,
          },
          trx,
        );
        return afterView;
      });
    },

    async merchantOf(call: Omit<StaffCall, 'ip'>) {
      return staffMerchant(call.staff, call.merchantCode, deps.brands, call.requestBrand);
    },
  };
}

export type VendorCredentialsService = ReturnType<typeof vendorCredentialsService>;
