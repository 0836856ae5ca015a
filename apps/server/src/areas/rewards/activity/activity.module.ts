import { join } from 'node:path';
import type { Db } from '../../../db/kysely.ts';
import { type BlobStorage, localDiskStorage } from '../../../platform/storage.ts';
import type { AuditService } from '../../identity/index.ts';
import { activityService } from './activity.service.ts';
import { activityStaffService } from './activity-staff.service.ts';

/** Activity applications: the member's side and the review, on one private image store. */
export function createActivity(deps: {
  db: Db;
  audit: AuditService;
  dataDir: string;
  storage?: BlobStorage;
  now?: () => Date;
}) {
  // Beside the ID images, under the same private uploads root that nothing serves directly.
  const storage = deps.storage ?? localDiskStorage(join(deps.dataDir, 'uploads'));
  const now = deps.now ? { now: deps.now } : {};
  return {
    activity: activityService({ db: deps.db, storage, ...now }),
    staff: activityStaffService({ db: deps.db, storage, audit: deps.audit, ...now }),
  };
}
