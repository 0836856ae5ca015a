import type { Db } from '../../../db/kysely.ts';
import { betStatsRepository } from './bet-stats.repository.ts';

/**
 * The valid-bet figures other areas read (payroll, rebate): per member or category over a range,
 * a member's totals, and the brand's time zone the ranges are cut in. The repository stays games'.
 */
export function betStatsService(db: Db) {
  const repo = betStatsRepository(db);
  return {
    byCategory: repo.byCategory,
    byMember: repo.byMember,
    totals: repo.totals,
    timeZoneOf: repo.timeZoneOf,
  };
}

export type BetStatsService = ReturnType<typeof betStatsService>;
