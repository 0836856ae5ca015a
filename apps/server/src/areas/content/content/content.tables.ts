import type { ColumnType, Generated } from 'kysely';

type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ContentImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

export interface ContentImagesTable {
  id: string;
  merchant_id: number;
  storage_key: string;
  content_type: ContentImageType;
  size_bytes: number;
  sha256: string;
  created_by: bigint | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ContentBannersTable {
  id: Generated<bigint>;
  merchant_id: number;
  language: string;
  group_name: string;
  image_id: string;
  title: string;
  linkage_type: ColumnType<number, number | undefined, number>;
  link: string | null;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Moment;
}

export type NoticeKind = 'notice' | 'popup';
export type PopupAudience = 'all' | 'public' | 'member';

export interface ContentNoticesTable {
  id: Generated<bigint>;
  merchant_id: number;
  kind: NoticeKind;
  audience: ColumnType<PopupAudience, PopupAudience | undefined, PopupAudience>;
  language: string;
  title: string;
  content: string;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  published_at: Moment;
  ends_at: MaybeMoment;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Moment;
}

export interface ContentTables {
  content_images: ContentImagesTable;
  content_banners: ContentBannersTable;
  content_notices: ContentNoticesTable;
}
