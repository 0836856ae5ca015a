import { join } from 'node:path';
import type { Db } from '../../../db/kysely.ts';
import type { PictureSource } from '../../../platform/pictures.ts';
import { type BlobStorage, localDiskStorage } from '../../../platform/storage.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService } from '../../identity/index.ts';
import { pointsRepository } from './points.repository.ts';
import { type PaymentPasswordCheck, pointsService } from './points.service.ts';
import { pointsStaffService } from './points-staff.service.ts';
import { parseBuiltin, rewardSvg } from './reward-art.ts';

/** Points and the points mall: the member's calls, the back office's, and the reward images. */
export function createPoints(deps: {
  db: Db;
  audit: AuditService;
  passwords: PaymentPasswordCheck;
  dataDir: string;
  storage?: BlobStorage;
  now?: (() => Date) | undefined;
}) {
  const storage = deps.storage ?? localDiskStorage(join(deps.dataDir, 'uploads'));
  const now = deps.now ? { now: deps.now } : {};
  const repo = pointsRepository(deps.db);
  return {
    points: pointsService({ db: deps.db, passwords: deps.passwords, ...now }),
    staff: pointsStaffService({ db: deps.db, audit: deps.audit, storage, ...now }),
    /** A reward image's key, and how to read its bytes once the renderer needs them. */
    async image(imageId: string): Promise<PictureSource> {
      const row = await repo.image(imageId);
      if (!row) throw new AppError('POINTS_IMAGE_NOT_FOUND');
      const art = parseBuiltin(row.storage_key);
      const contentType = row.content_type;
      return {
        key: row.storage_key,
        async load() {
          if (art) return { bytes: Buffer.from(rewardSvg(art)), contentType };
          const bytes = await storage.get(row.storage_key);
          if (!bytes) throw new AppError('POINTS_IMAGE_NOT_FOUND');
          return { bytes, contentType };
        },
      };
    },
  };
}

export type Points = ReturnType<typeof createPoints>;
