import type { PayrollRunBody } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { type BrandRef, staffBrands, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { runPayrollPeriod, settlePeriodContracts } from './payroll-run.ts';
import type { RunPeriod } from './payroll-runs.repository.ts';
import { payrollRunsRepository } from './payroll-runs.repository.ts';
import { closedPeriods } from './payroll-schedule.ts';
import { periodOf } from './periods.ts';
import { realtimeSliceOf } from './salary.ts';

const HOUR_MS = 3_600_000;

/** The period running at `at` for the type: what "close it now" settles. */
function runningPeriod(body: PayrollRunBody, at: Date, timeZone: string): RunPeriod {
  switch (body.type) {
    case 'realtime': {
      const s = realtimeSliceOf(at);
      return { kind: '5m', ...s, label: s.from.toISOString() };
    }
    case 'hourly': {
      const from = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
      return { kind: '1h', from, to: new Date(from.getTime() + HOUR_MS), label: from.toISOString() };
    }
    case 'daily':
      return periodOf('D', at, timeZone);
    case 'dividend':
      return periodOf(body.kind ?? 'M', at, timeZone);
  }
}

/**
 * Staff run a payroll period by hand, through the same settlement as the schedule (payroll-run.ts),
 * so a contract is still paid once per period however often it is run, by hand or by the schedule.
 */
export function payrollStaffService(deps: { db: Db; audit: AuditService; now: () => Date }) {
  return {
    async run(staff: StaffSession, body: PayrollRunBody, ip: string, requestBrand?: BrandRef) {
      const brand = await staffMerchant(staff, body.merchantCode, staffBrands(deps.db), requestBrand);
      const at = deps.now();
      const { time_zone } = await payrollRunsRepository(deps.db).brand(brand.id);
      const period = body.current
        ? runningPeriod(body, at, time_zone)
        : (closedPeriods(body.type, at, time_zone).find(
            (p) => body.type !== 'dividend' || p.kind === (body.kind ?? 'M'),
          ) as RunPeriod);
      const q = { merchantId: brand.id, type: body.type, period, now: at };
      // A running period is settled without closing its run: the schedule still runs it at its end.
      const r = body.current ? await settlePeriodContracts(deps.db, q) : await runPayrollPeriod(deps.db, q);
      const result = {
        merchantCode: brand.code,
        type: body.type,
        periodKind: period.kind,
        periodFrom: period.from.toISOString(),
        periodTo: period.to.toISOString(),
        periodLabel: period.label,
        ...r,
      };
      await deps.audit.record({
        staffId: staff.staffId,
        action: 'payroll.run',
        targetType: 'merchant',
        targetId: brand.id,
        before: null,
        after: { ...result, current: body.current },
        ip,
      });
      return result;
    },
  };
}

export type PayrollStaffService = ReturnType<typeof payrollStaffService>;
