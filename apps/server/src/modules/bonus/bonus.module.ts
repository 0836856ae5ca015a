import type { Db } from '../../db/kysely.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { bonusService } from './bonus.service.ts';
import { bonusGates } from './bonus-gates.ts';
import { bonusJobs } from './bonus-jobs.ts';
import { bonusStaffService } from './bonus-staff.service.ts';

export { bonusRoutes } from './bonus.routes.ts';

/** How often met grants are released and old ones expired; cashback is looked at every minute. */
const RELEASE_EVERY_MS = 5_000;
const CASHBACK_EVERY_MS = 60_000;

/** The bonus engine (docs/bonus-engine.md): member calls, rules, hooks and scheduled jobs. */
export function createBonus(deps: {
  db: Db;
  audit: AuditService;
  now?: (() => Date) | undefined;
  onError?: (err: unknown, job: string) => void;
}) {
  const now = deps.now ?? (() => new Date());
  const jobs = bonusJobs({ db: deps.db, now });
  const report = (job: string) => (err: unknown) => deps.onError?.(err, job);
  return {
    bonus: bonusService({ db: deps.db, now, releaseDue: jobs.releaseDue }),
    staff: bonusStaffService({ db: deps.db, audit: deps.audit, now }),
    gates: bonusGates(now),
    jobs,
    /** Starts the timers; answers the stop function. Safe on every instance (see bonus-jobs.ts). */
    start(): () => void {
      const fast = setInterval(() => {
        jobs.releaseDue().catch(report('release'));
        jobs.expireDue().catch(report('expire'));
      }, RELEASE_EVERY_MS);
      const slow = setInterval(() => {
        jobs.cashbackDue().catch(report('cashback'));
      }, CASHBACK_EVERY_MS);
      fast.unref();
      slow.unref();
      return () => {
        clearInterval(fast);
        clearInterval(slow);
      };
    },
  };
}

export type Bonus = ReturnType<typeof createBonus>;
