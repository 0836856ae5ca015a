import type { ColumnType } from 'kysely';

type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type KycStatusCode = 'N' | 'P' | 'A' | 'R';
export type KycImageKind = 'front' | 'back' | 'selfie';

export interface MemberKycTable {
  member_id: bigint;
  merchant_id: number;
  status: ColumnType<KycStatusCode, KycStatusCode | undefined, KycStatusCode>;
  id_type: number | null;
  personal: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  front_image: string | null;
  back_image: string | null;
  selfie_image: string | null;
  submitted_at: MaybeMoment;
  reviewed_at: MaybeMoment;
  reviewed_by: bigint | null;
  review_note: string | null;
  updated_at: Moment;
}

export interface KycImagesTable {
  id: string;
  member_id: bigint;
  merchant_id: number;
  kind: KycImageKind;
  storage_key: string;
  content_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  sha256: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface KycTables {
  member_kyc: MemberKycTable;
  kyc_images: KycImagesTable;
}
