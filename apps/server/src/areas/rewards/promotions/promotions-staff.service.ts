import type { PromotionCategory, promotionCreateSchema, promotionUpdateSchema } from '@pf/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/kysely.ts';
import { entriesFor } from '../../../platform/audit-writer.ts';
import { AppError } from '../../../plugins/errors.ts';
import { merchantExists } from '../../brand/index.ts';
import { imageUrl } from '../../content/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import type { PromotionsRepository, PromotionWithTexts } from './promotions.repository.ts';

type PromotionCreate = z.output<typeof promotionCreateSchema>;
type PromotionUpdate = z.output<typeof promotionUpdateSchema>;

export function staffPromotionView(p: PromotionWithTexts) {
  return {
    id: Number(p.id),
    merchantId: p.merchant_id,
    category: p.category,
    imageId: p.image_id,
    imageUrl: imageUrl(p.image_id),
    startsAt: p.starts_at.toISOString(),
    endsAt: p.ends_at?.toISOString() ?? null,
    sort: p.sort,
    active: p.active,
    texts: p.texts.map((t) => ({ language: t.language, title: t.title, summary: t.summary, terms: t.terms })),
    updatedAt: p.updated_at.toISOString(),
  };
}

interface StaffDeps {
  db: Db;
  repo: PromotionsRepository;
  audit: AuditService;
  /** Called after every committed change (empties this instance's cache at once). */
  changed: () => void;
  now?: () => Date;
}

/** Which merchant a staff member works on, and what of it they may touch. */
function staffChecks(deps: StaffDeps) {
  async function merchantOf(staff: StaffSession, asked: number | undefined): Promise<number> {
    if (staff.merchantId !== null) {
      if (asked !== undefined && asked !== staff.merchantId) throw new AppError('STAFF_FORBIDDEN');
      return staff.merchantId;
    }
    if (asked === undefined || !(await merchantExists(deps.db, asked)))
      throw new AppError('CONTENT_MERCHANT_REQUIRED');
    return asked;
  }
  function owned(staff: StaffSession, row: PromotionWithTexts | undefined): PromotionWithTexts {
    if (!row || (staff.merchantId !== null && staff.merchantId !== row.merchant_id)) {
      throw new AppError('PROMOTION_NOT_FOUND');
    }
    return row;
  }
  async function imageOf(merchantId: number, imageId: string) {
    if ((await deps.repo.imageMerchant(imageId)) !== merchantId)
      throw new AppError('CONTENT_IMAGE_NOT_FOUND');
  }
  return { merchantOf, owned, imageOf };
}

/**
 * Back-office promotions of one merchant. Merchant staff work on their own merchant, platform
 * staff name it; a promotion of another merchant is as good as missing. Every change is
 * audit-logged in its transaction; the artwork is an image uploaded through the content calls
 * (checked there by its bytes and size) and must belong to the same merchant.
 */
export function promotionsStaffService(deps: StaffDeps) {
  const now = deps.now ?? (() => new Date());
  const { merchantOf, owned, imageOf } = staffChecks(deps);
  const entry = entriesFor('promotion');

  async function change<T>(fn: Parameters<PromotionsRepository['transaction']>[0]): Promise<T> {
    const out = (await deps.repo.transaction(fn)) as T;
    deps.changed();
    return out;
  }

  return {
    async list(
      staff: StaffSession,
      q: { merchantId?: number | undefined; category?: PromotionCategory | undefined },
    ) {
      const merchantId = await merchantOf(staff, q.merchantId);
      return (await deps.repo.list(merchantId, q.category)).map(staffPromotionView);
    },

    async create(staff: StaffSession, input: PromotionCreate, ip: string) {
      const merchantId = await merchantOf(staff, input.merchantId);
      await imageOf(merchantId, input.imageId);
      return change<ReturnType<typeof staffPromotionView>>(async (tx) => {
        const row = await deps.repo.insert(
          {
            merchant_id: merchantId,
            category: input.category,
            image_id: input.imageId,
            starts_at: input.startsAt,
            ends_at: input.endsAt,
            sort: input.sort,
            active: input.active,
          },
          input.texts,
          tx,
        );
        const view = staffPromotionView(row);
        await deps.audit.record(entry(staff, ip, 'promotion.create', row.id, undefined, view), tx);
        return view;
      });
    },

    async update(staff: StaffSession, id: bigint, input: PromotionUpdate, ip: string) {
      return change<ReturnType<typeof staffPromotionView>>(async (tx) => {
        const before = owned(staff, await deps.repo.one(id, tx));
        if (input.imageId) await imageOf(before.merchant_id, input.imageId);
        const startsAt = input.startsAt ?? before.starts_at.toISOString();
        const endsAt = input.endsAt === undefined ? (before.ends_at?.toISOString() ?? null) : input.endsAt;
        if (endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) {
          throw new AppError('VALIDATION', 'The end must come after the start');
        }
        const { texts, imageId, startsAt: _s, endsAt: _e, ...rest } = input;
        const row = await deps.repo.update(
          id,
          {
            ...rest,
            ...(imageId ? { image_id: imageId } : {}),
            starts_at: startsAt,
            ends_at: endsAt,
            updated_at: now(),
          },
          texts,
          tx,
        );
        const view = staffPromotionView(row);
        await deps.audit.record(
          entry(staff, ip, 'promotion.update', id, staffPromotionView(before), view),
          tx,
        );
        return view;
      });
    },

    async remove(staff: StaffSession, id: bigint, ip: string) {
      return change<{ id: number; deleted: true }>(async (tx) => {
        const before = owned(staff, await deps.repo.one(id, tx));
        await deps.repo.remove(id, tx);
        await deps.audit.record(
          entry(staff, ip, 'promotion.delete', id, staffPromotionView(before), undefined),
          tx,
        );
        return { id: Number(id), deleted: true as const };
      });
    },
  };
}

export type PromotionsStaffService = ReturnType<typeof promotionsStaffService>;
