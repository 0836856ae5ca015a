import type { AuditedModuleDeps } from '../../identity/index.ts';
import { payrollSchedule } from './payroll-schedule.ts';
import { payrollStaffService } from './payroll-staff.service.ts';
import { payrollStatementsService } from './payroll-statements.service.ts';

export { runPayrollPeriod } from './payroll-run.ts';

/** Payroll runs (docs/payroll.md "Runs"): the schedule that pays contracts and the statements list. */
export function createPayroll(deps: AuditedModuleDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    statements: payrollStatementsService(deps.db),
    staff: payrollStaffService({ db: deps.db, audit: deps.audit, now }),
    schedule: payrollSchedule({ db: deps.db, now, ...(deps.onError ? { onError: deps.onError } : {}) }),
  };
}

export type Payroll = ReturnType<typeof createPayroll>;
