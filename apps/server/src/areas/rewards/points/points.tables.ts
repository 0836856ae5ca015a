import type { RedeemStatus } from '@pf/shared';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** `welcome`: points given outright (the demo player's welcome), not earned by a bet. */
export type PointEntryKind = 'bet' | 'welcome' | 'redeem' | 'redeem_refund' | 'convert';

export interface PointConfigsTable {
  merchant_id: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  bet_per_point: bigint;
  convert_points: bigint;
  convert_amount: bigint;
  min_convert: bigint;
  updated_at: Moment;
}

export interface PointBalancesTable {
  member_id: bigint;
  merchant_id: number;
  balance: ColumnType<bigint, bigint | undefined, bigint>;
  updated_at: Moment;
}

export interface PointEntriesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  delta: bigint;
  balance_after: bigint;
  kind: PointEntryKind;
  source_key: string;
  reference: ColumnType<string, string | undefined, never>;
  created_at: CreatedAt;
}

export interface PointImagesTable {
  id: string;
  merchant_id: number;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  created_by: bigint | null;
  created_at: CreatedAt;
}

export interface PointRewardsTable {
  id: Generated<bigint>;
  merchant_id: number;
  names: Json<Record<string, string>>;
  image_id: string | null;
  points: bigint;
  stock: number;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  archived_at: MaybeMoment;
  created_at: CreatedAt;
  updated_at: Moment;
}

export interface PointRedeemsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  reward_id: bigint;
  request_id: string;
  quantity: number;
  points: bigint;
  status: ColumnType<RedeemStatus, RedeemStatus | undefined, RedeemStatus>;
  remark: string | null;
  decided_by: bigint | null;
  decided_at: MaybeMoment;
  created_at: CreatedAt;
}

export interface PointConversionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  request_id: string;
  points: bigint;
  amount: bigint;
  currency: string;
  created_at: CreatedAt;
}

export interface PointsTables {
  point_configs: PointConfigsTable;
  point_balances: PointBalancesTable;
  point_entries: PointEntriesTable;
  point_images: PointImagesTable;
  point_rewards: PointRewardsTable;
  point_redeems: PointRedeemsTable;
  point_conversions: PointConversionsTable;
}
