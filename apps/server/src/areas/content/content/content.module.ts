import { join } from 'node:path';
import type { Db } from '../../../db/kysely.ts';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import { type BlobStorage, localDiskStorage } from '../../../platform/storage.ts';
import type { AuditService } from '../../identity/index.ts';
import { contentCache } from './content.cache.ts';
import { contentRepository } from './content.repository.ts';
import { type ContentPromotionTitles, contentService } from './content.service.ts';
import { contentStaffService } from './content-staff.service.ts';

/** Site content: the public reads and the back office's editing, on one repository and storage. */
export function createContent(deps: {
  db: Db;
  audit: AuditService;
  dataDir: string;
  bus?: ChangeBus;
  storage?: BlobStorage;
  promotionTitles?: ContentPromotionTitles;
  now?: () => Date;
}) {
  const repo = contentRepository(deps.db);
  const storage = deps.storage ?? localDiskStorage(join(deps.dataDir, 'uploads'));
  const now = deps.now ? { now: deps.now } : {};
  const cache = contentCache(deps.bus);
  // A staff change empties this instance's cache at once; the tables' triggers tell the others.
  const changed = () => (deps.bus ? deps.bus.publish('content') : cache.clear());
  return {
    content: contentService({
      repo,
      storage,
      cache,
      ...(deps.promotionTitles ? { promotionTitles: deps.promotionTitles } : {}),
      ...now,
    }),
    staff: contentStaffService({ db: deps.db, repo, storage, audit: deps.audit, changed, ...now }),
  };
}
