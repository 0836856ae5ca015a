import type { Db } from '../../../db/kysely.ts';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import type { AuditService } from '../../identity/index.ts';
import { promotionsRepository } from './promotions.repository.ts';
import { promotionsService } from './promotions.service.ts';
import { promotionsStaffService } from './promotions-staff.service.ts';

/** Promotions: the site's reads (cached) and the back office's editing, on one repository. */
export function createPromotions(deps: { db: Db; audit: AuditService; bus?: ChangeBus; now?: () => Date }) {
  const repo = promotionsRepository(deps.db);
  const now = deps.now ? { now: deps.now } : {};
  // The table triggers tell every instance (this one too) through the bus; publishing here as
  // well means this instance does not serve the old list until the notification comes back.
  const changed = () => deps.bus?.publish('promotions');
  return {
    promotions: promotionsService({ repo, bus: deps.bus, ...now }),
    staff: promotionsStaffService({ db: deps.db, repo, audit: deps.audit, changed, ...now }),
  };
}
