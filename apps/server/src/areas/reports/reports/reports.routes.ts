import { reportsContracts as c, type Dashboard } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import { GAME_ROUNDS_HEADER, type GameRoundsService } from './game-rounds.service.ts';
import type { ReportsService } from './reports.service.ts';

/** The dashboard's columns per day, in the order the console's tiles read them. */
const DAY_FIGURES = [
  'stake',
  'payout',
  'ggr',
  'bonuses',
  'adjustments',
  'ngr',
  'bets',
  'activePlayers',
  'deposits',
  'depositCount',
  'firstDeposits',
  'withdrawals',
  'withdrawalCount',
  'registrations',
] as const;

async function* dayLines(days: Dashboard['days']) {
  for (const d of days) yield [d.day, ...DAY_FIGURES.map((k) => d[k])];
}

/** The dashboard, the bet report and a game's rounds of a day, as JSON and as CSV downloads. */
export async function reportsRoutes(
  app: FastifyInstance,
  opts: { reports: ReportsService; rounds: GameRoundsService; auth: MemberAuth; audit: AuditWriter },
) {
  const { reports, rounds, audit } = opts;
  const staff = { preHandler: opts.auth.requireStaff() };
  contractRoute(app, c['reports.dashboard'], staff, async ({ query }, req) =>
    reports.dashboard(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(
    app,
    c['reports.dashboardCsv'],
    staff,
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const board = await reports.dashboard(staffOf(req), query, await brandOf(req));
      const fileName = `dashboard-${board.merchantCode}-${query.from}-${query.to}.csv`;
      const header = ['day', ...DAY_FIGURES];
      return auditedCsv(req, reply, audit, {
        call: 'reports.dashboardCsv',
        filters: query,
        fileName,
        header,
        rows: dayLines(board.days),
      });
    },
  );
  contractRoute(app, c['reports.bets'], staff, async ({ query }, req) =>
    reports.bets(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['reports.betsCsv'], staff, async ({ query }, req, reply): Promise<typeof STREAMED> => {
    const report = await reports.bets(staffOf(req), query, await brandOf(req));
    async function* lines() {
      for (const r of report.rows) yield [r.key, r.bets, r.players, r.stake, r.payout, r.ggr];
    }
    const fileName = `bets-${report.merchantCode}-${query.groupBy}-${query.from}-${query.to}.csv`;
    const header = [query.groupBy, 'bets', 'players', 'stake', 'payout', 'ggr'];
    return auditedCsv(req, reply, audit, {
      call: 'reports.betsCsv',
      filters: query,
      fileName,
      header,
      rows: lines(),
    });
  });
  contractRoute(app, c['reports.rounds'], staff, async ({ query }, req) =>
    rounds.page(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(
    app,
    c['reports.roundsCsv'],
    staff,
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const { merchantCode, lines } = await rounds.rows(staffOf(req), query, await brandOf(req));
      return auditedCsv(req, reply, audit, {
        call: 'reports.roundsCsv',
        filters: query,
        fileName: `rounds-${merchantCode}-${query.game}-${query.day}.csv`,
        header: GAME_ROUNDS_HEADER,
        rows: lines,
      });
    },
  );
}
