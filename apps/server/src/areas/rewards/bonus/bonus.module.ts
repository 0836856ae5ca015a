import type { Db } from '../../../db/kysely.ts';
import type { AuditedModuleDeps } from '../../identity/index.ts';
import { bonusService } from './bonus.service.ts';
import { freeBetFunding } from './bonus-free-bet.ts';
import { bonusGates, type WalletOwner } from './bonus-gates.ts';
import { bonusJobs } from './bonus-jobs.ts';
import { bonusStaffService } from './bonus-staff.service.ts';

export { bonusRoutes } from './bonus.routes.ts';

/** How often met grants are released and old ones expired; cashback is looked at every minute. */
const RELEASE_EVERY_MS = 5_000;
const CASHBACK_EVERY_MS = 60_000;

function freeBetSource(now: () => Date) {
  const funding = freeBetFunding(now);
  return async (trx: Db, p: WalletOwner, grantId: bigint, key: string) => {
    const g = await funding.stake(trx, p, grantId, key);
    return {
      amount: g.amount,
      payWin: (t: Db, win: bigint, reference: string) => funding.win(t, g, win, reference),
    };
  };
}

/** The bonus engine (docs/bonus-engine.md): member calls, rules, hooks and scheduled jobs. */
export function createBonus(deps: AuditedModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const jobs = bonusJobs({ db: deps.db, now });
  const report = (job: string) => (err: unknown) => deps.onError?.(err, job);
  return {
    bonus: bonusService({ db: deps.db, now, releaseDue: jobs.releaseDue }),
    staff: bonusStaffService({ db: deps.db, audit: deps.audit, now }),
    gates: bonusGates(now),
    /** Stakes a free-bet credit in an in-house round (inhouse's FreeBetSource). */
    freeBets: freeBetSource(now),
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
