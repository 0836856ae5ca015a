import type { ColumnType } from 'kysely';

export interface CaptchasTable {
  id: string;
  client_key: string;
  answer: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CaptchaTables {
  captchas: CaptchasTable;
}
