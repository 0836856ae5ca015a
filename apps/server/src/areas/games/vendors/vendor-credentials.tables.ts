import type { ColumnType, Generated } from 'kysely';

export interface VendorCredentialsTable {
  id: Generated<number>;
  vendor_code: string;
  merchant_id: number;
  login: string;
  provider_id: string;
  /** AES-256-GCM sealed secret (vendor-secret.cipher.ts); never answered. */
  secret_sealed: string;
  /** A second sealed secret: the token of the vendor's own API where it differs (Evolution). */
  api_token_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  api_url: string | null;
  launch_url: string | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface VendorCredentialTables {
  vendor_credentials: VendorCredentialsTable;
}
