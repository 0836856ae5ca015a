import type { Db } from '../../../db/kysely.ts';
import { betStatsService, type MemberFigures } from '../../games/index.ts';
import { type PeriodKind, type PeriodRange, periodOf } from './periods.ts';

/**
 * The settled-bet figures of a set of members (a downline) for the period of `kind` containing
 * `at`, cut in the brand's own time zone: what a payroll run reads for one contract.
 */
export async function periodFigures(
  db: Db,
  q: { merchantId: number; memberIds: readonly bigint[]; kind: PeriodKind; at: Date },
): Promise<{ period: PeriodRange; members: MemberFigures[] }> {
  const stats = betStatsService(db);
  const period = periodOf(q.kind, q.at, await stats.timeZoneOf(q.merchantId));
  return { period, members: await stats.byMember(q.memberIds, period.from, period.to) };
}
