import type { GameType } from '@pf/shared';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;
type Sort = ColumnType<number, number | undefined, number>;

export interface GameVendorsTable {
  code: string;
  name: string;
  account_type_name: string;
  sort: Sort;
}

export interface GameVendorTypesTable {
  id: Generated<number>;
  vendor_code: string;
  game_type: GameType;
  is_hot: Flag;
  is_game: Flag;
  maintenance: Flag;
  sort: Sort;
}

export interface MerchantVendorsTable {
  merchant_id: number;
  vendor_code: string;
  enabled: Flag;
}

export interface GamesTable {
  id: Generated<number>;
  vendor_code: string;
  game_type: GameType;
  code: string;
  name: string;
  classify: string;
  is_hot: Flag;
  is_new: Flag;
  min_bet: bigint;
  min_line_num: ColumnType<number, number | undefined, number>;
  maintenance: Flag;
  sort: Sort;
  created_at: CreatedAt;
}

/** A brand's own setting of a game: hidden, or under maintenance (now or in a window) with a message. */
export interface MerchantGamesTable {
  merchant_id: number;
  game_id: number;
  hidden: Flag;
  maintenance: Flag;
  maintenance_message: string | null;
  maintenance_from: MaybeMoment;
  maintenance_until: MaybeMoment;
  updated_at: Moment;
  updated_by: bigint | null;
}

export interface GameNamesTable {
  game_id: number;
  language: string;
  name: string;
}

export interface PvpRoomsTable {
  id: Generated<number>;
  game_id: number;
  name: string;
  min_bet: bigint;
  max_players: number;
  sort: Sort;
}

export interface MemberFavouriteGamesTable {
  member_id: bigint;
  merchant_id: number;
  game_id: number;
  created_at: CreatedAt;
}

export interface MemberRecentGamesTable {
  member_id: bigint;
  merchant_id: number;
  game_id: number;
  played_at: Moment;
}

export type RoundStatus = 'open' | 'settled' | 'void';

export interface GameRoundsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  vendor: string;
  game_id: number;
  round_id: string;
  stake: bigint;
  win: ColumnType<bigint, bigint | undefined, bigint>;
  status: ColumnType<RoundStatus, RoundStatus | undefined, RoundStatus>;
  created_at: CreatedAt;
  settled_at: MaybeMoment;
}

export interface GameTables {
  game_vendors: GameVendorsTable;
  game_vendor_types: GameVendorTypesTable;
  merchant_vendors: MerchantVendorsTable;
  games: GamesTable;
  merchant_games: MerchantGamesTable;
  game_names: GameNamesTable;
  pvp_rooms: PvpRoomsTable;
  member_favourite_games: MemberFavouriteGamesTable;
  member_recent_games: MemberRecentGamesTable;
  game_rounds: GameRoundsTable;
}
