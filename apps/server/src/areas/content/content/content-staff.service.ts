import { randomUUID } from 'node:crypto';
import type {
  bannerCreateSchema,
  bannerUpdateSchema,
  noticeCreateSchema,
  noticeUpdateSchema,
} from '@pf/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/kysely.ts';
import type { BlobStorage } from '../../../platform/storage.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { checkContentImage } from './content.image.ts';
import {
  type BannerRow,
  type ContentRepository,
  merchantExists,
  type NoticeRow,
} from './content.repository.ts';
import { imageUrl } from './content.service.ts';

type BannerCreate = z.output<typeof bannerCreateSchema>;
type BannerUpdate = z.output<typeof bannerUpdateSchema>;
type NoticeCreate = z.output<typeof noticeCreateSchema>;
type NoticeUpdate = z.output<typeof noticeUpdateSchema>;

export function staffBannerView(row: BannerRow) {
  return {
    id: Number(row.id),
    merchantId: row.merchant_id,
    language: row.language,
    groupName: row.group_name,
    imageId: row.image_id,
    url: imageUrl(row.image_id),
    title: row.title,
    linkageType: row.linkage_type,
    link: row.link,
    sort: row.sort,
    active: row.active,
    updatedAt: row.updated_at.toISOString(),
  };
}

export function staffNoticeView(row: NoticeRow) {
  return {
    id: Number(row.id),
    merchantId: row.merchant_id,
    kind: row.kind,
    audience: row.audience,
    language: row.language,
    title: row.title,
    content: row.content,
    sort: row.sort,
    active: row.active,
    publishedAt: row.published_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  };
}

interface StaffDeps {
  db: Db;
  repo: ContentRepository;
  storage: BlobStorage;
  audit: AuditService;
  /** Called after every committed change (empties the site's content cache). */
  changed: () => void;
  now?: () => Date;
}

/** What every staff action needs: the merchant it works on, ownership checks, audit entries. */
function staffContext(deps: StaffDeps) {
  const now = deps.now ?? (() => new Date());

  async function merchantOf(staff: StaffSession, asked: number | undefined): Promise<number> {
    if (staff.merchantId !== null) {
      if (asked !== undefined && asked !== staff.merchantId) throw new AppError('STAFF_FORBIDDEN');
      return staff.merchantId;
    }
    if (asked === undefined || !(await merchantExists(deps.db, asked)))
      throw new AppError('CONTENT_MERCHANT_REQUIRED');
    return asked;
  }
  /** A row of another merchant is as good as missing to merchant staff. */
  function owned<T extends { merchant_id: number }>(staff: StaffSession, row: T | undefined): T {
    if (!row || (staff.merchantId !== null && staff.merchantId !== row.merchant_id)) {
      throw new AppError('CONTENT_NOT_FOUND');
    }
    return row;
  }
  async function imageOf(merchantId: number, imageId: string) {
    const image = await deps.repo.image(imageId);
    if (!image || image.merchant_id !== merchantId) throw new AppError('CONTENT_IMAGE_NOT_FOUND');
  }
  const audit =
    (staff: StaffSession, ip: string) =>
    (action: string, targetType: string, targetId: bigint | string, before: unknown, after: unknown) => ({
      staffId: staff.staffId,
      action,
      targetType,
      targetId,
      before,
      after,
      ip,
    });

  /** A change in one transaction; the site's cache is emptied once it has committed. */
  async function change<T>(
    fn: Parameters<ContentRepository['transaction']>[0] extends (tx: infer X) => Promise<unknown>
      ? (tx: X) => Promise<T>
      : never,
  ): Promise<T> {
    const out = await deps.repo.transaction(fn);
    deps.changed();
    return out;
  }

  /**
   * Deletes a row of the staff member's merchant in one change, audit-logged with the view it
   * had; answers what the delete calls answer.
   */
  async function deleteOwned<Row extends { merchant_id: number }>(
    staff: StaffSession,
    ip: string,
    id: bigint,
    o: {
      read: (tx: Db) => Promise<Row | undefined>;
      remove: (tx: Db) => Promise<void>;
      view: (row: Row) => unknown;
      action: string;
      targetType: string;
    },
  ) {
    return change(async (tx) => {
      const before = owned(staff, await o.read(tx));
      await o.remove(tx);
      await deps.audit.record(audit(staff, ip)(o.action, o.targetType, id, o.view(before), undefined), tx);
      return { id: Number(id), deleted: true as const };
    });
  }
  /**
   * Changes a row of the staff member's merchant in one change, audit-logged with its view before
   * and after; answers the view after.
   */
  async function updateOwned<Row extends { merchant_id: number }, View>(
    staff: StaffSession,
    ip: string,
    id: bigint,
    o: {
      read: (tx: Db) => Promise<Row | undefined>;
      write: (before: Row, tx: Db) => Promise<Row>;
      view: (row: Row) => View;
      action: string;
      targetType: string;
    },
  ): Promise<View> {
    return change(async (tx) => {
      const before = owned(staff, await o.read(tx));
      const view = o.view(await o.write(before, tx));
      await deps.audit.record(audit(staff, ip)(o.action, o.targetType, id, o.view(before), view), tx);
      return view;
    });
  }
  return { deps, now, merchantOf, owned, imageOf, audit, change, deleteOwned, updateOwned };
}

type StaffContext = ReturnType<typeof staffContext>;

/** Banner image uploads. */
function imageStaff(c: StaffContext) {
  const { deps, merchantOf, audit } = c;
  return {
    /** Checked by its bytes and size before anything is stored: a refused file leaves no trace. */
    async uploadImage(
      staff: StaffSession,
      input: { merchantId?: number | undefined; image: string },
      ip: string,
    ) {
      const merchantId = await merchantOf(staff, input.merchantId);
      const image = checkContentImage(input.image);
      const id = randomUUID();
      const key = `content/${merchantId}/${id}.${image.ext}`;
      await deps.storage.put(key, image.bytes);
      await deps.repo.transaction(async (tx) => {
        await deps.repo.insertImage(
          {
            id,
            merchant_id: merchantId,
            storage_key: key,
            content_type: image.contentType,
            size_bytes: image.bytes.length,
            sha256: image.sha256,
            created_by: staff.staffId,
          },
          tx,
        );
        await deps.audit.record(
          audit(staff, ip)('content.image_upload', 'content_image', id, undefined, {
            merchantId,
            contentType: image.contentType,
            sizeBytes: image.bytes.length,
            sha256: image.sha256,
          }),
          tx,
        );
      });
      return {
        imageId: id,
        url: imageUrl(id),
        contentType: image.contentType,
        sizeBytes: image.bytes.length,
      };
    },
  };
}

/** Banners: list, create, update, delete. */
function bannerStaff(c: StaffContext) {
  const { deps, now, merchantOf, imageOf, audit, change, deleteOwned, updateOwned } = c;
  return {
    async banners(
      staff: StaffSession,
      q: { merchantId?: number | undefined; language?: string | undefined },
    ) {
      const merchantId = await merchantOf(staff, q.merchantId);
      return (await deps.repo.banners(merchantId, q.language)).map(staffBannerView);
    },

    async createBanner(staff: StaffSession, input: BannerCreate, ip: string) {
      const merchantId = await merchantOf(staff, input.merchantId);
      await imageOf(merchantId, input.imageId);
      return change(async (tx) => {
        const { merchantId: _m, groupName, imageId, linkageType, ...rest } = input;
        const row = await deps.repo.insertBanner(
          {
            ...rest,
            merchant_id: merchantId,
            group_name: groupName,
            image_id: imageId,
            linkage_type: linkageType,
          },
          tx,
        );
        const view = staffBannerView(row);
        await deps.audit.record(
          audit(staff, ip)('content.banner_create', 'content_banner', row.id, undefined, view),
          tx,
        );
        return view;
      });
    },

    async updateBanner(staff: StaffSession, id: bigint, input: BannerUpdate, ip: string) {
      return updateOwned(staff, ip, id, {
        read: (tx) => deps.repo.banner(id, tx),
        async write(before, tx) {
          if (input.imageId) await imageOf(before.merchant_id, input.imageId);
          const linkageType = input.linkageType ?? before.linkage_type;
          const link = input.link === undefined ? before.link : input.link;
          if ((linkageType === 0) !== (link === null))
            throw new AppError('VALIDATION', 'A link needs a linkage type and a linkage type needs a link');
          const { groupName, imageId, linkageType: _l, link: _k, ...rest } = input;
          return deps.repo.updateBanner(
            id,
            {
              ...rest,
              ...(groupName ? { group_name: groupName } : {}),
              ...(imageId ? { image_id: imageId } : {}),
              linkage_type: linkageType,
              link,
              updated_at: now(),
            },
            tx,
          );
        },
        view: staffBannerView,
        action: 'content.banner_update',
        targetType: 'content_banner',
      });
    },

    async deleteBanner(staff: StaffSession, id: bigint, ip: string) {
      return deleteOwned(staff, ip, id, {
        read: (tx) => deps.repo.banner(id, tx),
        remove: (tx) => deps.repo.deleteBanner(id, tx),
        view: staffBannerView,
        action: 'content.banner_delete',
        targetType: 'content_banner',
      });
    },
  };
}

/** Notices and popups: list, create, update, delete. */
function noticeStaff(c: StaffContext) {
  const { deps, now, merchantOf, audit, change, deleteOwned, updateOwned } = c;
  return {
    async notices(
      staff: StaffSession,
      q: {
        merchantId?: number | undefined;
        language?: string | undefined;
        kind?: 'notice' | 'popup' | undefined;
      },
    ) {
      const merchantId = await merchantOf(staff, q.merchantId);
      return (await deps.repo.notices(merchantId, { language: q.language, kind: q.kind })).map(
        staffNoticeView,
      );
    },

    async createNotice(staff: StaffSession, input: NoticeCreate, ip: string) {
      const merchantId = await merchantOf(staff, input.merchantId);
      return change(async (tx) => {
        const { merchantId: _m, publishedAt, endsAt, ...rest } = input;
        const row = await deps.repo.insertNotice(
          { ...rest, merchant_id: merchantId, published_at: publishedAt ?? now(), ends_at: endsAt },
          tx,
        );
        const view = staffNoticeView(row);
        await deps.audit.record(
          audit(staff, ip)('content.notice_create', 'content_notice', row.id, undefined, view),
          tx,
        );
        return view;
      });
    },

    async updateNotice(staff: StaffSession, id: bigint, input: NoticeUpdate, ip: string) {
      const { publishedAt, endsAt, ...rest } = input;
      const patch = {
        ...rest,
        ...(publishedAt ? { published_at: publishedAt } : {}),
        ...(endsAt !== undefined ? { ends_at: endsAt } : {}),
      };
      return updateOwned(staff, ip, id, {
        read: (tx) => deps.repo.notice(id, tx),
        write: (_before, tx) => deps.repo.updateNotice(id, { ...patch, updated_at: now() }, tx),
        view: staffNoticeView,
        action: 'content.notice_update',
        targetType: 'content_notice',
      });
    },

    async deleteNotice(staff: StaffSession, id: bigint, ip: string) {
      return deleteOwned(staff, ip, id, {
        read: (tx) => deps.repo.notice(id, tx),
        remove: (tx) => deps.repo.deleteNotice(id, tx),
        view: staffNoticeView,
        action: 'content.notice_delete',
        targetType: 'content_notice',
      });
    },
  };
}

/**
 * Back-office content: banner images, banners, notices and popups of one merchant. Merchant staff
 * work on their own merchant; platform staff name it. Every change is audit-logged in its
 * transaction.
 */
export function contentStaffService(deps: StaffDeps) {
  const c = staffContext(deps);
  return { ...imageStaff(c), ...bannerStaff(c), ...noticeStaff(c) };
}

export type ContentStaffService = ReturnType<typeof contentStaffService>;
