import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A committed hash chain of one brand's Crash rounds (see docs/inhouse-games.md). */
export interface CrashChainsTable {
  id: Generated<bigint>;
  merchant_id: number;
  length: number;
  /** Public: the client seed of every round of the chain. */
  salt: string;
  /** Link 0, published before the chain's first round. */
  terminal_hash: string;
  /** The chain's last link, sealed. */
  root_enc: string;
  next_index: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface CrashRoundsTable {
  id: Generated<bigint>;
  merchant_id: number;
  game_id: number;
  chain_id: bigint;
  chain_index: number;
  /** The round's link, sealed until it crashes; then dropped for `hash`. */
  seed_enc: Nullable<string>;
  hash: Nullable<string>;
  crash_point: Nullable<number>;
  start_at: ColumnType<Date, Date | string, Date | string>;
  crashed_at: MaybeMoment;
  created_at: CreatedAt;
}

export type CrashBetStatus = 'open' | 'won' | 'lost';

export interface CrashBetsTable {
  id: Generated<bigint>;
  round_id: bigint;
  merchant_id: number;
  member_id: bigint;
  request_id: string;
  stake: bigint;
  auto_cash_out: Nullable<number>;
  status: ColumnType<CrashBetStatus, CrashBetStatus | undefined, CrashBetStatus>;
  cashed_out_at: Nullable<number>;
  win: ColumnType<bigint, bigint | undefined, bigint>;
  created_at: CreatedAt;
  settled_at: MaybeMoment;
}

export interface CrashClockLeaseTable {
  id: number;
  holder: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface CrashTables {
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  crash_clock_lease: CrashClockLeaseTable;
}
