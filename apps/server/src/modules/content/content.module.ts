import { join } from 'node:path';
import type { Db } from '../../db/kysely.ts';
import { type BlobStorage, localDiskStorage } from '../../platform/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { contentRepository } from './content.repository.ts';
import { contentService } from './content.service.ts';
import { contentStaffService } from './content-staff.service.ts';

/** Site content: the public reads and the back office's editing, on one repository and storage. */
export function createContent(deps: {
  db: Db;
  audit: AuditService;
  dataDir: string;
  storage?: BlobStorage;
  now?: () => Date;
}) {
  const repo = contentRepository(deps.db);
  const storage = deps.storage ?? localDiskStorage(join(deps.dataDir, 'uploads'));
  const now = deps.now ? { now: deps.now } : {};
  return {
    content: contentService({ repo, storage, ...now }),
    staff: contentStaffService({ db: deps.db, repo, storage, audit: deps.audit, ...now }),
  };
}
