import { randomUUID } from 'node:crypto';
import type { ActivityStateAnswer } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { type CheckedImage, checkImage } from '../../../platform/image-check.ts';
import type { BlobStorage } from '../../../platform/storage.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type ApplicationRow, activityRepository, type ImageRow } from './activity.repository.ts';
import { activityState } from './activity-state.ts';
import { applicationView } from './activity-view.ts';

export interface ActivityMember {
  merchantId: number;
  memberId: bigint;
  currency: string;
}

export interface ApplyInput {
  promotionId: number;
  comment: string;
  images: string[];
}

/** The member's side: applying, reading their applications and images, and their §4 state. */
export function activityService(deps: { db: Db; storage: BlobStorage; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const repo = activityRepository(deps.db);

  async function withImages(rows: ApplicationRow[]) {
    const ids = await repo.imageIds(rows.map((r) => r.id));
    return rows.map((r) => applicationView(r, ids.get(r.id.toString()) ?? []));
  }

  /** Stores the blobs and their rows inside the application's transaction. */
  async function storeImages(tx: Db, row: ApplicationRow, images: CheckedImage[]) {
    const ids: string[] = [];
    for (const [position, image] of images.entries()) {
      const id = randomUUID();
      const key = `activity/${row.merchant_id}/${row.member_id}/${id}.${image.ext}`;
      await deps.storage.put(key, image.bytes);
      await activityRepository(tx).insertImage({
        id,
        application_id: row.id,
        merchant_id: row.merchant_id,
        member_id: row.member_id,
        position,
        storage_key: key,
        content_type: image.contentType,
        size_bytes: image.bytes.length,
        sha256: image.sha256,
      });
      ids.push(id);
    }
    return ids;
  }

  return {
    /**
     * One application per member and promotion. Every image is checked by its bytes before
     * anything is written, and the unique key decides concurrent submits: the losers store nothing.
     */
    async apply(member: ActivityMember, input: ApplyInput) {
      const p = await repo.promotion(member.merchantId, BigInt(input.promotionId));
      const at = now();
      if (!p?.application_required || !p.active || at < p.starts_at || (p.ends_at && p.ends_at <= at)) {
        throw new AppError('ACTIVITY_NOT_AVAILABLE');
      }
      const images = input.images.map(checkImage);
      return repo.transaction(async (tx) => {
        const row = await activityRepository(tx).insertApplication({
          merchant_id: member.merchantId,
          promotion_id: p.id,
          member_id: member.memberId,
          comment: input.comment,
          currency: member.currency,
          created_at: at,
        });
        if (!row) throw new AppError('ACTIVITY_ALREADY_APPLIED');
        return applicationView(row, await storeImages(tx, row, images));
      });
    },

    async mine(member: ActivityMember) {
      return { list: await withImages(await repo.forMember(member.memberId)) };
    },

    async state(member: ActivityMember, promotionId: number): Promise<ActivityStateAnswer> {
      const p = await repo.promotion(member.merchantId, BigInt(promotionId));
      if (!p) throw new AppError('PROMOTION_NOT_FOUND');
      const application = (await repo.forMemberAndPromotion(member.memberId, p.id)) ?? null;
      const bonus = (await repo.bonusStanding(member.memberId, p.id)) ?? null;
      return {
        promotionId,
        state: activityState({ promotion: p, application, bonus, now: now() }),
        applicationRequired: p.application_required,
        application: application ? ((await withImages([application]))[0] ?? null) : null,
      };
    },

    /** An image of the member's own application; anyone else learns nothing, not even that it exists. */
    async imageForMember(member: ActivityMember, imageId: string) {
      const image = await repo.image(imageId);
      if (!image || image.member_id !== member.memberId || image.merchant_id !== member.merchantId) {
        throw new AppError('NOT_FOUND');
      }
      return readImage(deps.storage, image);
    },
  };
}

export async function readImage(storage: BlobStorage, image: ImageRow) {
  const bytes = await storage.get(image.storage_key);
  if (!bytes) throw new AppError('NOT_FOUND');
  return { bytes, contentType: image.content_type };
}

export type ActivityService = ReturnType<typeof activityService>;
