import { reportsContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { streamCsv } from '../../../platform/csv-stream.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import type { ReportsService } from './reports.service.ts';

/** The dashboard and the bet report, as JSON and as a CSV download. */
export async function reportsRoutes(
  app: FastifyInstance,
  opts: { reports: ReportsService; auth: MemberAuth },
) {
  const { reports } = opts;
  const staff = { preHandler: opts.auth.requireStaff() };
  contractRoute(app, c['reports.dashboard'], staff, async ({ query }, req) =>
    reports.dashboard(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['reports.bets'], staff, async ({ query }, req) =>
    reports.bets(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['reports.betsCsv'], staff, async ({ query }, req, reply): Promise<typeof STREAMED> => {
    const report = await reports.bets(staffOf(req), query, await brandOf(req));
    async function* lines() {
      for (const r of report.rows) yield [r.key, r.bets, r.players, r.stake, r.payout, r.ggr];
    }
    const name = `bets-${report.merchantCode}-${query.groupBy}-${query.from}-${query.to}.csv`;
    return streamCsv(reply, name, [query.groupBy, 'bets', 'players', 'stake', 'payout', 'ggr'], lines());
  });
}
