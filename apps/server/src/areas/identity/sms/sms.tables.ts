import type { ColumnType, Generated } from 'kysely';

export type SmsPurpose = 'noLogin' | 'register';

export interface VerificationCodesTable {
  id: Generated<bigint>;
  merchant_id: number;
  purpose: SmsPurpose;
  /** Dialing code and national number, digits only: '84912345678'. */
  phone: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SandboxSmsTable {
  id: Generated<bigint>;
  merchant_id: number;
  phone: string;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SmsTables {
  verification_codes: VerificationCodesTable;
  sandbox_sms: SandboxSmsTable;
}
