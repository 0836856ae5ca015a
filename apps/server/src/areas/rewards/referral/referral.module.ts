import type { AuditedModuleDeps } from '../../identity/index.ts';
import { referralService } from './referral.service.ts';
import { referralStaffService } from './referral-staff.service.ts';
import { vipService } from './vip.service.ts';
import { vipStaffService } from './vip-staff.service.ts';

/** How often unpaid referrals and VIP levels are looked at (bets reach the statistics by trigger). */
const EVERY_MS = 60_000;

/** Referral programme and automatic VIP levels (docs/referral.md, docs/member-vip.md). */
export function createReferral(deps: AuditedModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const referral = referralService({ db: deps.db, now });
  const vip = vipService({ db: deps.db, now });
  const report = (job: string) => (err: unknown) => deps.onError?.(err, job);
  return {
    referral,
    vip,
    referralStaff: referralStaffService({ db: deps.db, audit: deps.audit, now }),
    vipStaff: vipStaffService({ db: deps.db, audit: deps.audit, now }),
    /** Starts the timer; answers the stop function. Safe on every instance (see the services). */
    start(): () => void {
      const timer = setInterval(() => {
        referral.settleDue().catch(report('referral'));
        vip.run().catch(report('vip'));
      }, EVERY_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type Referral = ReturnType<typeof createReferral>;
