import { type BetReportQuery, type BetReportRow, type Dashboard, formatMinorPlain } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import type { BrandRef } from '../../brand/index.ts';
import { addMoney, daysOf, reportFigures } from './report-figures.ts';
import { reportScope } from './report-scope.ts';
import { type BetSums, reportsRepository } from './reports.repository.ts';

interface Range {
  merchantCode?: string | undefined;
  from: string;
  to: string;
}

const rowOf = (s: BetSums, players: number | null): BetReportRow => ({
  key: s.key,
  bets: Number(s.bets),
  players,
  stake: formatMinorPlain(s.stake),
  payout: formatMinorPlain(s.payout),
  ggr: formatMinorPlain(s.stake - s.payout),
});

/** The operator's figures: the dashboard and the bet report, for the brand a staff member works on. */
export function reportsService(deps: { db: Db }) {
  const repo = reportsRepository(deps.db);
  const brandOf = reportScope(deps.db);
  async function scope(staff: StaffSession, q: Range, requestBrand: BrandRef) {
    const { brand, currency } = await brandOf(staff, q.merchantCode, requestBrand);
    return { brand, currency, range: { merchantId: brand.id, from: q.from, to: q.to } };
  }

  return {
    async dashboard(staff: StaffSession, q: Range, requestBrand: BrandRef): Promise<Dashboard> {
      const { brand, currency, range } = await scope(staff, q, requestBrand);
      const [bets, money, players] = await Promise.all([
        repo.bets(range, 'day'),
        repo.money(range),
        repo.players(range),
      ]);
      const betsOn = new Map(bets.map((b) => [b.key, b]));
      const moneyOn = new Map(money.map((m) => [m.day, m]));
      const betTotal = bets.reduce(
        (t, b) => ({ bets: t.bets + b.bets, stake: t.stake + b.stake, payout: t.payout + b.payout }),
        { bets: 0n, stake: 0n, payout: 0n },
      );
      return {
        merchantCode: brand.code,
        currency,
        from: q.from,
        to: q.to,
        totals: reportFigures(betTotal, addMoney(money), players.total),
        days: daysOf(q.from, q.to).map((day) => ({
          day,
          ...reportFigures(betsOn.get(day), moneyOn.get(day), players.perDay.get(day) ?? 0),
        })),
      };
    },

    async bets(staff: StaffSession, q: BetReportQuery, requestBrand: BrandRef) {
      const { brand, currency, range } = await scope(staff, q, requestBrand);
      const filter = { vendor: q.vendor, category: q.category, game: q.game, day: q.day };
      const narrowed = [q.vendor, q.category, q.game].some((v) => v !== undefined);
      // Players are kept per day, not per game: a day's row names them unless narrowed to a game.
      const players = q.groupBy === 'day' && !narrowed ? (await repo.players(range)).perDay : null;
      const sums = await repo.bets(range, q.groupBy, filter);
      return {
        merchantCode: brand.code,
        currency,
        groupBy: q.groupBy,
        rows: sums.map((s) => rowOf(s, players ? (players.get(s.key) ?? 0) : null)),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
