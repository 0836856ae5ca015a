import { RECORD_TYPES, type RecordType } from '@pf/shared';

/** The types the account record filters by ('' is all), as the record contract names them. */
export const TRANSACTION_TYPES = ['', ...RECORD_TYPES] as const;
export type TransactionTypeFilter = RecordType | '';

export const isTransactionTypeFilter = (value: string): value is TransactionTypeFilter =>
  (TRANSACTION_TYPES as readonly string[]).includes(value);
