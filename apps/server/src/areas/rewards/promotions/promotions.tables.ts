import type { PromotionCategory } from '@pf/shared';
import type { ColumnType, Generated } from 'kysely';

type Moment = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PromotionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  category: PromotionCategory;
  image_id: string;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** Taken part in by an activity application (0033). */
  application_required: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Moment;
}

export interface PromotionTextsTable {
  promotion_id: bigint;
  language: string;
  title: string;
  summary: string;
  terms: string;
}

export interface PromotionTables {
  promotions: PromotionsTable;
  promotion_texts: PromotionTextsTable;
}
