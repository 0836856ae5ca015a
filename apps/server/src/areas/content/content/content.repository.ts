import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type {
  ContentBannersTable,
  ContentImagesTable,
  ContentNoticesTable,
  NoticeKind,
  PopupAudience,
} from './content.tables.ts';

export type BannerRow = Selectable<ContentBannersTable>;
export type NoticeRow = Selectable<ContentNoticesTable>;
export type ImageRow = Selectable<ContentImagesTable>;

export interface NoticeFilter {
  merchantId: number;
  kind: NoticeKind;
  language: string;
  audiences: PopupAudience[];
  at: Date;
}

/** What the site reads: live banners and notices. */
function liveContentRepository(db: Db) {
  function live(q: NoticeFilter) {
    return selectWhere(db, 'content_notices', {
      merchant_id: q.merchantId,
      kind: q.kind,
      language: q.language,
      active: true,
    })
      .where('audience', 'in', q.audiences)
      .where('published_at', '<=', q.at)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', q.at)]));
  }

  return {
    /** Active banners of one language, every group, in display order. */
    async liveBanners(merchantId: number, language: string): Promise<BannerRow[]> {
      return selectWhere(db, 'content_banners', { merchant_id: merchantId, language, active: true })
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** Newest first (then by sort); the ticker and the lists use the same order. */
    async liveNotices(q: NoticeFilter, page: { limit: number; offset: number }): Promise<NoticeRow[]> {
      return live(q)
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('sort')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    async countLiveNotices(q: NoticeFilter): Promise<number> {
      const row = await live(q)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether any live content exists in a language (else the merchant's default is shown). */
    async hasLanguage(merchantId: number, language: string): Promise<boolean> {
      const [banner, notice] = await Promise.all([
        selectWhere(db, 'content_banners', { merchant_id: merchantId, language, active: true })
          .select('id')
          .limit(1)
          .executeTakeFirst(),
        selectWhere(db, 'content_notices', { merchant_id: merchantId, language, active: true })
          .select('id')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return Boolean(banner || notice);
    },
  };
}

/** Banner images and banners, as staff edit them. */
function bannerRepository(db: Db) {
  return {
    async image(id: string): Promise<ImageRow | undefined> {
      return db.selectFrom('content_images').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insertImage(row: Insertable<ContentImagesTable>, tx: Kysely<Database> = db): Promise<void> {
      await tx.insertInto('content_images').values(row).execute();
    },

    async banners(merchantId: number, language?: string): Promise<BannerRow[]> {
      let q = db.selectFrom('content_banners').selectAll().where('merchant_id', '=', merchantId);
      if (language) q = q.where('language', '=', language);
      return q.orderBy('language').orderBy('group_name').orderBy('sort').orderBy('id').execute();
    },
    async banner(id: bigint, tx: Kysely<Database> = db): Promise<BannerRow | undefined> {
      return tx.selectFrom('content_banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },
    async insertBanner(row: Insertable<ContentBannersTable>, tx: Kysely<Database> = db): Promise<BannerRow> {
      return tx.insertInto('content_banners').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async updateBanner(id: bigint, values: Updateable<ContentBannersTable>, tx: Kysely<Database>) {
      return updateWhere(tx, 'content_banners', { id }).set(values).returningAll().executeTakeFirstOrThrow();
    },
    async deleteBanner(id: bigint, tx: Kysely<Database>): Promise<void> {
      await tx.deleteFrom('content_banners').where('id', '=', id).execute();
    },
  };
}

/** Notices and popups, as staff edit them. */
function noticeRepository(db: Db) {
  return {
    async notices(
      merchantId: number,
      filter: { language?: string; kind?: NoticeKind },
    ): Promise<NoticeRow[]> {
      let q = db.selectFrom('content_notices').selectAll().where('merchant_id', '=', merchantId);
      if (filter.language) q = q.where('language', '=', filter.language);
      if (filter.kind) q = q.where('kind', '=', filter.kind);
      return q
        .orderBy('language')
        .orderBy('kind')
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async notice(id: bigint, tx: Kysely<Database> = db): Promise<NoticeRow | undefined> {
      return tx.selectFrom('content_notices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },
    async insertNotice(row: Insertable<ContentNoticesTable>, tx: Kysely<Database> = db): Promise<NoticeRow> {
      return tx.insertInto('content_notices').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async updateNotice(id: bigint, values: Updateable<ContentNoticesTable>, tx: Kysely<Database>) {
      return updateWhere(tx, 'content_notices', { id }).set(values).returningAll().executeTakeFirstOrThrow();
    },
    async deleteNotice(id: bigint, tx: Kysely<Database>): Promise<void> {
      await tx.deleteFrom('content_notices').where('id', '=', id).execute();
    },
  };
}

export function contentRepository(db: Db) {
  return {
    ...liveContentRepository(db),
    ...bannerRepository(db),
    ...noticeRepository(db),
    transaction<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;

/** Whether a merchant exists (platform staff name the merchant they edit). */
export async function merchantExists(db: Db, merchantId: number): Promise<boolean> {
  const row = await db.selectFrom('merchants').select('id').where('id', '=', merchantId).executeTakeFirst();
  return Boolean(row);
}
