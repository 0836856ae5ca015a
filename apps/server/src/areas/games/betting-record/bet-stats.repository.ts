import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import type { BetFigures, MemberFigures } from './bet-figures.ts';

/**
 * Reads of the valid-bet statistics the settlement triggers keep (migration 0027). Ranges are
 * half-open `[from, to)` and meant to start and end on whole hours: the figures are kept per hour.
 */
export function betStatsRepository(db: Db) {
  const inRange = (memberIds: readonly bigint[], from: Date, to: Date) =>
    db
      .selectFrom('bet_stats_hourly')
      .where('member_id', 'in', memberIds)
      .where('hour', '>=', from)
      .where('hour', '<', to);

  return {
    /** Per member and category; members without a settled bet in the range are absent. */
    async byCategory(memberIds: readonly bigint[], from: Date, to: Date): Promise<BetFigures[]> {
      if (memberIds.length === 0) return [];
      const rows = await inRange(memberIds, from, to)
        .select([
          'member_id',
          'category',
          sql<string>`sum(valid_bet)`.as('valid_bet'),
          sql<string>`sum(payout)`.as('payout'),
          sql<string>`sum(bet_count)`.as('bet_count'),
        ])
        .groupBy(['member_id', 'category'])
        .orderBy('member_id')
        .orderBy('category')
        .execute();
      return rows.map((r) => ({
        memberId: BigInt(r.member_id),
        category: r.category,
        validBet: BigInt(r.valid_bet),
        payout: BigInt(r.payout),
        betCount: BigInt(r.bet_count),
      }));
    },

    /** Per member, every category together. */
    async byMember(memberIds: readonly bigint[], from: Date, to: Date): Promise<MemberFigures[]> {
      if (memberIds.length === 0) return [];
      const rows = await inRange(memberIds, from, to)
        .select([
          'member_id',
          sql<string>`sum(valid_bet)`.as('valid_bet'),
          sql<string>`sum(payout)`.as('payout'),
          sql<string>`sum(bet_count)`.as('bet_count'),
        ])
        .groupBy('member_id')
        .orderBy('member_id')
        .execute();
      return rows.map((r) => ({
        memberId: BigInt(r.member_id),
        validBet: BigInt(r.valid_bet),
        payout: BigInt(r.payout),
        betCount: BigInt(r.bet_count),
      }));
    },

    /** Every settled bet of the members since the start, per member and category. */
    async totals(memberId: bigint): Promise<Omit<BetFigures, 'memberId'>[]> {
      const rows = await selectWhere(db, 'bet_totals', { member_id: memberId })
        .select(['category', 'valid_bet', 'payout', 'bet_count'])
        .orderBy('category')
        .execute();
      return rows.map((r) => ({
        category: r.category,
        validBet: r.valid_bet,
        payout: r.payout,
        betCount: r.bet_count,
      }));
    },

    async timeZoneOf(merchantId: number): Promise<string> {
      const row = await selectWhere(db, 'merchants', { id: merchantId })
        .select('time_zone')
        .executeTakeFirstOrThrow();
      return row.time_zone;
    },
  };
}

export type BetStatsRepository = ReturnType<typeof betStatsRepository>;
