import type { ReferralCondition } from '@pf/shared';
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ReferralRulesTable {
  merchant_id: number;
  enabled: boolean;
  reward_amount: bigint;
  condition: ReferralCondition;
  threshold: bigint;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReferralsTable {
  invitee_id: bigint;
  referrer_id: bigint;
  merchant_id: number;
  created_at: CreatedAt;
  /** Set together with rewarded_at by the one transaction that pays the referrer. */
  reward_amount: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  rewarded_at: MaybeMoment;
  transfer_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
}

export interface VipLevelRulesTable {
  merchant_id: number;
  level: number;
  min_valid_bet: bigint;
  min_deposit: bigint;
  keep_valid_bet: bigint;
  keep_deposit: bigint;
  upgrade_bonus: bigint;
  cashback_bps: ColumnType<number | null, number | null | undefined, number | null>;
  withdraw_max: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  withdraw_daily_max: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  birthday_bonus: ColumnType<bigint, bigint | undefined, bigint>;
}

/** One birthday bonus per member and year (the key two instances race on). */
export interface VipBirthdayBonusesTable {
  member_id: bigint;
  year: number;
  merchant_id: number;
  level: number;
  amount: bigint;
  transfer_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  paid_at: CreatedAt;
}

export interface VipUpgradeBonusesTable {
  member_id: bigint;
  level: number;
  merchant_id: number;
  amount: bigint;
  transfer_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  paid_at: CreatedAt;
}

export interface VipPeriodReviewsTable {
  merchant_id: number;
  /** The reviewed period, 'yyyy-MM' (calendar months, UTC). */
  period: string;
  downgraded: ColumnType<number, number | undefined, number>;
  reviewed_at: CreatedAt;
}

export interface ReferralTables {
  referral_rules: ReferralRulesTable;
  referrals: ReferralsTable;
  vip_level_rules: VipLevelRulesTable;
  vip_upgrade_bonuses: VipUpgradeBonusesTable;
  vip_period_reviews: VipPeriodReviewsTable;
  vip_birthday_bonuses: VipBirthdayBonusesTable;
}
