import type { ColumnType, Generated } from 'kysely';

type Moment = ColumnType<Date, Date | string, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type LotteryKind = 'vn' | 'vnfast' | 'keno';
export type DrawStatus = 'scheduled' | 'open' | 'locked' | 'drawn' | 'settled' | 'cancelled';
export type EntryStatus = 'pending' | 'confirmed' | 'rejected';

export interface LotteryGamesTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  kind: LotteryKind;
  region: Defaulted<'MB' | 'MT' | 'MN'>;
  name: string;
  stations: ColumnType<Record<string, string>, string | undefined, string>;
  draw_days: Defaulted<number[]>;
  draw_time: string | null;
  timezone: Defaulted<string>;
  interval_seconds: number | null;
  lock_seconds: number;
  tags: Defaulted<string[]>;
  sort: Defaulted<number>;
  odds: ColumnType<unknown, string | undefined, string>;
  min_stake: Defaulted<bigint>;
  max_stake: Defaulted<bigint>;
  enabled: Defaulted<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LotteryDrawsTable {
  id: Generated<bigint>;
  merchant_id: number;
  game_id: number;
  numero: string;
  status: Defaulted<DrawStatus>;
  open_at: Moment;
  lock_at: Moment;
  draw_at: Moment;
  /** Plaintext only once revealed (drawn); sealed in server_seed_enc until then. */
  server_seed: Defaulted<string | null>;
  /** SHA-256 of the seed, once it is public (for a chain link: the previous link, once revealed). */
  seed_hash: Defaulted<string | null>;
  client_seed: string;
  server_seed_enc: Defaulted<string | null>;
  chain_id: Defaulted<bigint | null>;
  chain_index: Defaulted<number | null>;
  /** The terminal hash of the draw's seed chain, published before the chain's first draw. */
  chain_hash: Defaulted<string | null>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  winning_number: string | null;
  drawn_at: MaybeMoment;
  settled_at: MaybeMoment;
  cancelled_at: MaybeMoment;
  cancel_reason: string | null;
  void_reason: Defaulted<string | null>;
  void_requested_by: Defaulted<bigint | null>;
  void_requested_at: MaybeMoment;
  void_confirmed_by: Defaulted<bigint | null>;
  /** The platform incident that cancelled the draw, if one did. */
  incident_id: Defaulted<bigint | null>;
  bet_count: Defaulted<number>;
  stake_total: Defaulted<bigint>;
  payout_total: Defaulted<bigint>;
  winner_count: Defaulted<number>;
  /** The results feed leaves the draw to operators. */
  feed_held: Defaulted<boolean>;
}

export interface LotteryBetsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  game_id: number;
  draw_id: bigint;
  request_id: string;
  line: number;
  bet_type: string;
  numbers: string[];
  stake: bigint;
  cost: bigint;
  /** Payout terms fixed at acceptance (see bet-terms.ts). */
  rate_pay: bigint;
  rate_per: bigint;
  rate_table: Defaulted<number[] | null>;
  currency: string;
  placed_at: Moment;
  hits: number | null;
  payout: bigint | null;
  refunded: Defaulted<boolean>;
}

export interface LotteryResultEntriesTable {
  id: Generated<bigint>;
  draw_id: bigint;
  winning_number: string;
  result: ColumnType<unknown, string, string>;
  source: string;
  entered_by: bigint | null;
  entered_at: Moment;
  status: Defaulted<EntryStatus>;
  decided_by: bigint | null;
  decided_at: MaybeMoment;
  note: string | null;
}

/** A platform incident: every open draw of an RNG game, on every brand, cancelled at once by two operators. */
export interface LotteryIncidentsTable {
  id: Generated<bigint>;
  game_code: string;
  reason: string;
  status: Defaulted<'pending' | 'confirmed'>;
  opened_by: bigint;
  opened_at: Moment;
  confirmed_by: Defaulted<bigint | null>;
  confirmed_at: MaybeMoment;
  draw_count: Defaulted<number>;
  bet_count: Defaulted<number>;
}

/** Days without traditional draws, per region. */
export interface LotteryHolidaysTable {
  region: 'MB' | 'MT' | 'MN';
  day: ColumnType<string, string, string>;
  name: string;
}

/** A lottery game's name in one language; lottery_games.name is the fallback. */
export interface LotteryGameNamesTable {
  game_id: number;
  language: string;
  name: string;
}

/** A results feed's secret (the sandbox feed's HMAC key), sealed; made once per deployment. */
export interface LotteryFeedSecretsTable {
  feed: string;
  secret_enc: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LotteryTables {
  lottery_holidays: LotteryHolidaysTable;
  lottery_games: LotteryGamesTable;
  lottery_game_names: LotteryGameNamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_bets: LotteryBetsTable;
  lottery_result_entries: LotteryResultEntriesTable;
  lottery_incidents: LotteryIncidentsTable;
  lottery_feed_secrets: LotteryFeedSecretsTable;
}
