import type { ColumnType } from 'kysely';

/** Kept by database triggers only (migration 0027): the application reads them and never writes. */
type Figure = ColumnType<bigint, bigint | undefined, bigint>;

export interface BetStatsHourlyTable {
  member_id: bigint;
  /** Start of the UTC hour the bets settled in. */
  hour: Date;
  /** The game type of the settled bet (§1 categories: LIVE, RNG, SPORTS, LOTT, INHOUSE …). */
  category: string;
  merchant_id: number;
  valid_bet: Figure;
  payout: Figure;
  bet_count: Figure;
}

export interface BetTotalsTable {
  member_id: bigint;
  category: string;
  merchant_id: number;
  valid_bet: Figure;
  payout: Figure;
  bet_count: Figure;
}

export interface BetStatsTables {
  bet_stats_hourly: BetStatsHourlyTable;
  bet_totals: BetTotalsTable;
}
