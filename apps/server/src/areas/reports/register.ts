import type { AreaContext } from '../../platform/area-context.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { reportsService } from './reports/reports.service.ts';

/** The operator's figures, read from the daily aggregates the database keeps as bets settle. */
export async function registerReports(ctx: AreaContext, needs: { auth: MemberAuth }) {
  const reports = reportsService({ db: ctx.db });
  await ctx.app.register(reportsRoutes, { reports, auth: needs.auth });
}
