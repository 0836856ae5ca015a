import type { AreaContext } from '../../platform/area-context.ts';
import type { AuditWriter } from '../../platform/audit-writer.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import { moneySettingsService } from '../brand/index.ts';
import { gameRoundsService } from './reports/game-rounds.service.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { reportsService } from './reports/reports.service.ts';
import { withdrawalRiskRoutes } from './risk/withdrawal-risk.routes.ts';
import { withdrawalRiskService } from './risk/withdrawal-risk.service.ts';

/**
 * The operator's figures, read from the daily aggregates the database keeps as bets settle; and the
 * withdrawal risk flags, which read identity, money and bets together.
 */
export async function registerReports(ctx: AreaContext, needs: { auth: MemberAuth; audit: AuditWriter }) {
  const reports = reportsService({ db: ctx.db });
  const rounds = gameRoundsService({ db: ctx.db });
  await ctx.app.register(reportsRoutes, { reports, rounds, auth: needs.auth, audit: needs.audit });
  const risk = withdrawalRiskService({
    db: ctx.db,
    money: moneySettingsService({ db: ctx.db, bus: ctx.bus }),
    now: ctx.now ?? (() => new Date()),
  });
  await ctx.app.register(withdrawalRiskRoutes, { db: ctx.db, risk, auth: needs.auth, audit: needs.audit });
}
