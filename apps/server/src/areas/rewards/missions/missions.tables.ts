import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string | undefined, Date | string>;

export type MissionKind = 'bet_count' | 'turnover' | 'win' | 'deposit';

/** A mission's name per bundled language; English is always present. */
export type MissionNames = Partial<Record<string, string>>;

export interface MissionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  names: JSONColumnType<MissionNames, string, string>;
  kind: MissionKind;
  /** A game category (games.game_type, 'LOTT' for our lottery); null counts every category. */
  category: string | null;
  /** Bets for bet_count, minor units for the others. */
  target: bigint;
  reward: bigint;
  starts_at: Moment;
  ends_at: Moment;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: Moment;
}

export interface MissionClaimsTable {
  id: Generated<bigint>;
  merchant_id: number;
  mission_id: bigint;
  member_id: bigint;
  request_id: string;
  amount: bigint;
  currency: string;
  progress: bigint;
  created_at: CreatedAt;
}

export interface MissionTables {
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
}
