import type { ColumnType } from 'kysely';

/** Kept by database triggers only (migration 0054): the application reads them and never writes. */
type Figure = ColumnType<bigint, bigint | undefined, bigint>;
type Day = ColumnType<string, string, string>;

export interface ReportBetsDailyTable {
  merchant_id: number;
  /** The brand's own day (its time zone's midnight). */
  day: Day;
  vendor: string;
  category: string;
  game: string;
  /** member id mod 8: one game's settlements spread over eight rows. */
  shard: number;
  bets: Figure;
  stake: Figure;
  payout: Figure;
}

export interface ReportPlayersDailyTable {
  merchant_id: number;
  day: Day;
  member_id: bigint;
  /** Their bets that count that day; 0 once every one was voided. */
  bets: Figure;
}

export interface ReportActivesDailyTable {
  merchant_id: number;
  day: Day;
  shard: number;
  players: Figure;
}

/** A member's days of play in a month, as bits: day 1 is bit 0. */
export interface ReportPlayerMonthsTable {
  merchant_id: number;
  month: Day;
  member_id: bigint;
  days: Figure;
}

export interface ReportMoneyDailyTable {
  merchant_id: number;
  day: Day;
  deposits: Figure;
  deposit_count: Figure;
  first_deposits: Figure;
  withdrawals: Figure;
  withdrawal_count: Figure;
  registrations: Figure;
  bonuses: Figure;
  /** Manual credits to members less manual debits (migration 0060). */
  adjustments: Figure;
}

export interface ReportTables {
  report_bets_daily: ReportBetsDailyTable;
  report_players_daily: ReportPlayersDailyTable;
  report_actives_daily: ReportActivesDailyTable;
  report_player_months: ReportPlayerMonthsTable;
  report_money_daily: ReportMoneyDailyTable;
}
