import type { PaymentPasswordCheck } from '../areas/agents/index.ts';
import { agentsRoutes, createAgents, createPayroll, payrollRoutes } from '../areas/agents/index.ts';
import type { LedgerService } from '../areas/money/index.ts';
import { createRebate, rebateRoutes } from '../areas/rewards/index.ts';
import type { JobStarter } from '../platform/background-jobs.ts';
import type { PasswordCost } from '../platform/password.ts';
import type { WiringContext } from './wiring-context.ts';

/**
 * The agent centre, manual rebates and payroll (salaries and dividends). Answers the payroll
 * schedule, for the instances that run jobs.
 */
export async function registerAgents(
  c: WiringContext,
  deps: { ledger: LedgerService; passwords: PaymentPasswordCheck; passwordCost: PasswordCost | undefined },
): Promise<JobStarter> {
  const agents = createAgents({
    db: c.db,
    ledger: deps.ledger,
    passwords: deps.passwords,
    passwordCost: deps.passwordCost,
    now: c.now,
  });
  await c.app.register(agentsRoutes, { agents, auth: c.auth });
  const rebate = createRebate({ db: c.db, audit: c.audit, now: c.now });
  await c.app.register(rebateRoutes, { ...rebate, auth: c.auth });
  const payroll = createPayroll({
    db: c.db,
    audit: c.audit,
    now: c.now,
    onError: (err, job) => c.app.log.error({ err, job }, 'payroll run failed'),
  });
  await c.app.register(payrollRoutes, { payroll, auth: c.auth });
  return () => payroll.schedule.start();
}
