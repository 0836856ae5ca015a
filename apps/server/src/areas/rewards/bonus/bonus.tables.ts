import type { BonusKind, BonusPeriod } from '@pf/shared';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Category (game type or LOTTERY) → weight in basis points of the stake. */
export type WeightMap = Record<string, number>;

export interface RafflePrize {
  amount: string;
  weight: number;
}

export interface BonusRulesTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: bigint;
  kind: BonusKind;
  percent_bps: Optional<number>;
  cap: Optional<bigint>;
  min_deposit: Optional<bigint>;
  amount: Optional<bigint>;
  cashback_period: Optional<BonusPeriod>;
  prizes: JSONColumnType<RafflePrize[] | null, string | null | undefined, string | null>;
  wagering_multiple: number;
  weights: JSONColumnType<WeightMap, string, string>;
  max_bet: Optional<bigint>;
  expiry_days: number;
  new_player_only: boolean;
  min_vip_level: number;
  starts_at: MaybeMoment;
  ends_at: MaybeMoment;
  once_per_member: boolean;
  one_per_fingerprint: boolean;
  active: boolean;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Moment;
}

export interface BonusParticipationsTable {
  id: Generated<bigint>;
  merchant_id: number;
  rule_id: bigint;
  member_id: bigint;
  ip: string;
  device_id: string | null;
  ip_key: string | null;
  device_key: string | null;
  joined_at: Moment;
}

export type GrantStatus = 'active' | 'met' | 'released' | 'forfeited' | 'expired' | 'used';

export interface RaffleDraw {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  roll: number;
  totalWeight: number;
  prizeIndex: number;
}

export interface BonusGrantsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  rule_id: bigint;
  kind: BonusKind;
  currency: string;
  amount: bigint;
  wagering_required: bigint;
  wagering_done: ColumnType<bigint, bigint | undefined, bigint>;
  weights: JSONColumnType<WeightMap, string, string>;
  max_bet: bigint | null;
  status: ColumnType<GrantStatus, GrantStatus | undefined, GrantStatus>;
  source_key: string;
  reference: ColumnType<string, string | undefined, string>;
  draw: JSONColumnType<RaffleDraw | null, string | null | undefined, string | null>;
  granted_at: Moment;
  expires_at: Moment;
  met_at: MaybeMoment;
  closed_at: MaybeMoment;
}

export interface BonusWagersTable {
  grant_id: bigint;
  source_key: string;
  category: string;
  stake: bigint;
  counted: bigint;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface BonusTables {
  bonus_rules: BonusRulesTable;
  bonus_participations: BonusParticipationsTable;
  bonus_grants: BonusGrantsTable;
  bonus_wagers: BonusWagersTable;
}
