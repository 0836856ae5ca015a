import type { ActivityApplicationStatus } from '@pf/shared';
import type { ColumnType, Generated } from 'kysely';

type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ActivityApplicationsTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: bigint;
  member_id: bigint;
  comment: string;
  status: ColumnType<
    ActivityApplicationStatus,
    ActivityApplicationStatus | undefined,
    ActivityApplicationStatus
  >;
  currency: string;
  reward_amount: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  reviewed_at: MaybeMoment;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ActivityImagesTable {
  id: string;
  application_id: bigint;
  merchant_id: number;
  member_id: bigint;
  position: number;
  storage_key: string;
  content_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  sha256: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ActivityTables {
  activity_applications: ActivityApplicationsTable;
  activity_images: ActivityImagesTable;
}
