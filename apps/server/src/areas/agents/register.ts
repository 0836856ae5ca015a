import type { AreaContext } from '../../platform/area-context.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import type { AuditService } from '../identity/index.ts';
import type { MoneyArea } from '../money/index.ts';
import { agentTreeRoutes } from './agents/agent-tree.routes.ts';
import { agentTreeService } from './agents/agent-tree.service.ts';
import { createAgents } from './agents/agents.module.ts';
import { agentsRoutes } from './agents/agents.routes.ts';
import { createPayroll } from './payroll/payroll.module.ts';
import { payrollRoutes } from './payroll/payroll.routes.ts';
import { payrollDeskRoutes } from './payroll/payroll-desk.routes.ts';
import { payrollDeskService } from './payroll/payroll-desk.service.ts';

/** The agent centre and payroll (salaries and dividends), with the payroll schedule. */
export async function registerAgents(
  ctx: AreaContext,
  needs: { auth: MemberAuth; audit: AuditService; money: MoneyArea },
) {
  const { app, db, now } = ctx;
  const agents = createAgents({
    db,
    ledger: needs.money.ledger,
    passwords: needs.money.passwords,
    passwordCost: ctx.passwordCost,
    now,
  });
  await app.register(agentsRoutes, { agents, auth: needs.auth });
  const payroll = createPayroll({
    db,
    audit: needs.audit,
    now,
    onError: (err, job) => app.log.error({ err, job }, 'payroll run failed'),
  });
  await app.register(payrollRoutes, { payroll, auth: needs.auth });
  const staffDesk = { auth: needs.auth, audit: needs.audit };
  await app.register(agentTreeRoutes, { tree: agentTreeService({ db, audit: needs.audit }), ...staffDesk });
  await app.register(payrollDeskRoutes, {
    desk: payrollDeskService({ db, audit: needs.audit, now: now ?? (() => new Date()) }),
    ...staffDesk,
  });
  if (ctx.jobs.timed) ctx.jobs.starters.push(() => payroll.schedule.start());
}
