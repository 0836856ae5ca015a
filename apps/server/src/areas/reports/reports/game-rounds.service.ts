import { formatMinorPlain, type GameRound, type GameRoundsFilter } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { keysetPages } from '../../../platform/csv-stream.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import type { BrandRef } from '../../brand/index.ts';
import { type GameRoundRow, gameRoundsPage } from './game-rounds.repository.ts';
import { reportScope } from './report-scope.ts';

/** Rows an export reads at a time: one bounded query per page, a page held at once. */
const EXPORT_PAGE = 2000;

const roundOf = (r: GameRoundRow): GameRound => ({
  id: String(r.id),
  roundId: r.round_id,
  vendor: r.vendor,
  memberId: String(r.member_id),
  username: r.username,
  stake: formatMinorPlain(r.stake),
  payout: formatMinorPlain(r.win),
  settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
});

export const GAME_ROUNDS_HEADER = [
  'roundId',
  'vendor',
  'memberId',
  'username',
  'stake',
  'payout',
  'settledAt',
];

/** The bet report's drill-down from a game's figure of a day to the rounds it adds up. */
export function gameRoundsService(deps: { db: Db }) {
  const scope = reportScope(deps.db);
  const where = async (staff: StaffSession, q: GameRoundsFilter, requestBrand: BrandRef) => {
    const { brand, currency } = await scope(staff, q.merchantCode, requestBrand);
    return { brand, currency, day: { merchantId: brand.id, game: q.game, day: q.day } };
  };

  return {
    async page(
      staff: StaffSession,
      q: GameRoundsFilter & { cursor?: string | undefined; limit: number },
      requestBrand: BrandRef,
    ) {
      const { brand, currency, day } = await where(staff, q, requestBrand);
      const rows = await gameRoundsPage(
        deps.db,
        day,
        q.limit,
      )(q.cursor === undefined ? null : BigInt(q.cursor));
      const last = rows.at(-1);
      return {
        merchantCode: brand.code,
        currency,
        items: rows.map(roundOf),
        nextCursor: rows.length === q.limit && last ? String(last.id) : null,
      };
    },

    /** Every round of the game's day as CSV fields, read a page at a time as the download goes. */
    async rows(staff: StaffSession, q: GameRoundsFilter, requestBrand: BrandRef) {
      const { brand, day } = await where(staff, q, requestBrand);
      const lines = keysetPages(
        gameRoundsPage(deps.db, day, EXPORT_PAGE),
        (r) => r.id,
        (r) => {
          const x = roundOf(r);
          return [x.roundId, x.vendor, x.memberId, x.username, x.stake, x.payout, x.settledAt];
        },
      );
      return { merchantCode: brand.code, lines };
    },
  };
}

export type GameRoundsService = ReturnType<typeof gameRoundsService>;
