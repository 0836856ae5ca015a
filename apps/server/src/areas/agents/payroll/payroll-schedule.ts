import type { ContractType } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { runPayrollPeriod } from './payroll-run.ts';
import { payrollRunsRepository, type RunPeriod } from './payroll-runs.repository.ts';
import { type PeriodKind, previousPeriod } from './periods.ts';
import { REALTIME_SLICE_MS, realtimeSliceOf } from './salary.ts';

const HOUR_MS = 3_600_000;
/** How often the schedule looks for closed periods. */
export const PAYROLL_TICK_MS = 60_000;
/** A period is settled once it closed this long ago: a bet settling at its last instant has committed by then. */
export const PAYROLL_GRACE_MS = 30_000;

/** How far back an open run is still retried. */
const RETRY_WINDOW_MS = 40 * 24 * HOUR_MS;

const TYPES: readonly ContractType[] = ['realtime', 'hourly', 'daily', 'dividend'];
const DIVIDEND_KINDS: readonly PeriodKind[] = ['D', 'W', 'H', 'M'];

const local = (p: { kind: PeriodKind; from: Date; to: Date; label: string }): RunPeriod => p;

/** The periods of a type that had closed by `at` (the latest of each kind), in the brand's zone. */
export function closedPeriods(type: ContractType, at: Date, timeZone: string): RunPeriod[] {
  switch (type) {
    case 'realtime': {
      const s = realtimeSliceOf(new Date(at.getTime() - REALTIME_SLICE_MS));
      return [{ kind: '5m', ...s, label: s.from.toISOString() }];
    }
    case 'hourly': {
      const to = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
      return [
        {
          kind: '1h',
          from: new Date(to - HOUR_MS),
          to: new Date(to),
          label: new Date(to - HOUR_MS).toISOString(),
        },
      ];
    }
    case 'daily':
      return [local(previousPeriod('D', at, timeZone))];
    case 'dividend':
      return DIVIDEND_KINDS.map((k) => local(previousPeriod(k, at, timeZone)));
  }
}

/**
 * The scheduled side of payroll: every tick, each brand's periods that have closed are run.
 * A finished run answers at once, so the tick mostly reads one row per brand, type and kind.
 */
export function payrollSchedule(deps: {
  db: Db;
  now: () => Date;
  onError?: (err: unknown, job: string) => void;
}) {
  const repo = payrollRunsRepository(deps.db);

  /** Runs left open a while ago are run again: what they did not settle is settled now. */
  async function retryOpen(at: Date): Promise<void> {
    for (const r of await repo.openRuns(
      new Date(at.getTime() - RETRY_WINDOW_MS),
      new Date(at.getTime() - PAYROLL_TICK_MS),
    )) {
      const period = { kind: r.period_kind, from: r.period_from, to: r.period_to, label: r.period_label };
      await runPayrollPeriod(
        deps.db,
        { merchantId: r.merchant_id, type: r.contract_type, period, now: deps.now() },
        (err) => deps.onError?.(err, `payroll:${r.contract_type}`),
      );
    }
  }

  async function tick(): Promise<void> {
    const at = new Date(deps.now().getTime() - PAYROLL_GRACE_MS);
    await retryOpen(at);
    for (const type of TYPES) {
      for (const merchantId of await repo.brandsWith(type, new Date(at.getTime() - 40 * 24 * HOUR_MS))) {
        const { time_zone } = await repo.brand(merchantId);
        for (const period of closedPeriods(type, at, time_zone)) {
          await runPayrollPeriod(deps.db, { merchantId, type, period, now: deps.now() }, (err) =>
            deps.onError?.(err, `payroll:${type}`),
          );
        }
      }
    }
  }

  return {
    tick,
    /** Starts the timer; answers the stop function. Safe on every instance (see payroll-run.ts). */
    start(): () => void {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        tick()
          .catch((err) => deps.onError?.(err, 'payroll'))
          .finally(() => {
            busy = false;
          });
      }, PAYROLL_TICK_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
