import {
  ANNOUNCEMENT_PAGE_SIZES,
  type AnnouncementKind,
  type AnnouncementList,
  type Banner,
  type BannerGroup,
  bannersFor,
  type ContentBannerGroup,
  type NoticeResponse,
  type NoticeType,
} from '@pf/shared';
import type { PictureSource } from '../../../platform/pictures.ts';
import type { BlobStorage } from '../../../platform/storage.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import { bannerSvg, parseBuiltinKey } from './banner-art.ts';
import type { ContentCache } from './content.cache.ts';
import type { BannerRow, ContentRepository, NoticeFilter, NoticeRow } from './content.repository.ts';
import type { PopupAudience } from './content.tables.ts';
import { parsePromoArtKey, promoSvg } from './promo-art.ts';

/** The home ticker shows at most this many notice titles (the newest). */
export const TICKER_LIMIT = 20;

export const imageUrl = (imageId: string) => `/wps/content/images/${imageId}`;

export function bannerView(row: BannerRow): Banner {
  return {
    bannerId: Number(row.id),
    url: imageUrl(row.image_id),
    groupName: row.group_name as ContentBannerGroup,
    linkageType: row.linkage_type,
    link: row.link,
    title: row.title,
  };
}

export function announcementView(row: NoticeRow) {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    publishedAt: row.published_at.toISOString(),
  };
}

/** Visitors get the public list, members the logged-in list; 'all' popups are on both (§2 Modals). */
const audiencesFor = (member: boolean): PopupAudience[] => (member ? ['all', 'member'] : ['all', 'public']);

export type ContentPromotionTitles = (
  merchant: Merchant,
  language: string,
) => Promise<Array<{ id: number; title: string }>>;

interface ContentDeps {
  repo: ContentRepository;
  storage: BlobStorage;
  cache: ContentCache;
  /** The brand's live promotions in a language (type PR of the notice call). */
  promotionTitles?: ContentPromotionTitles;
  now?: () => Date;
}

/** The uncached reads behind the public calls. */
function contentReads(deps: ContentDeps) {
  const now = deps.now ?? (() => new Date());

  /** The asked language when the merchant has content in it, else the merchant's default. */
  async function languageFor(merchant: Merchant, asked: string | undefined): Promise<string> {
    const fallback = merchant.config.defaultLanguage.toUpperCase();
    if (!asked || asked === fallback) return fallback;
    return (await deps.repo.hasLanguage(merchant.id, asked)) ? asked : fallback;
  }

  function filter(
    merchant: Merchant,
    kind: NoticeFilter['kind'],
    language: string,
    member: boolean,
  ): NoticeFilter {
    return { merchantId: merchant.id, kind, language, audiences: audiencesFor(member), at: now() };
  }

  async function readNotice(
    merchant: Merchant,
    q: { types: NoticeType[]; language?: string | undefined },
    member: boolean,
  ): Promise<NoticeResponse> {
    const language = await languageFor(merchant, q.language);
    const wants = new Set(q.types);
    // PL (logged-in list) only serves a member; a visitor asking for it gets the public list.
    const popup = wants.has('PU') || wants.has('PL');
    const [player, banners, popups, promotions] = await Promise.all([
      wants.has('H')
        ? deps.repo.liveNotices(filter(merchant, 'notice', language, member), {
            limit: TICKER_LIMIT,
            offset: 0,
          })
        : [],
      wants.has('B') ? deps.repo.liveBanners(merchant.id, language) : [],
      popup
        ? deps.repo.liveNotices(filter(merchant, 'popup', language, member && wants.has('PL')), {
            limit: ANNOUNCEMENT_PAGE_SIZES.publicity,
            offset: 0,
          })
        : [],
      wants.has('PR') && deps.promotionTitles ? deps.promotionTitles(merchant, language) : [],
    ]);
    return {
      player: player.map((n) => ({ id: Number(n.id), title: n.title })),
      banners: banners.map(bannerView),
      popup: popups.map(announcementView),
      promotion: promotions,
    };
  }

  async function readAnnouncements(
    merchant: Merchant,
    q: { type: AnnouncementKind; pageNo: number; language?: string | undefined },
    member: boolean,
  ): Promise<AnnouncementList> {
    const language = await languageFor(merchant, q.language);
    const f = filter(merchant, q.type === 'notice' ? 'notice' : 'popup', language, member);
    const pageSize = ANNOUNCEMENT_PAGE_SIZES[q.type];
    const [rows, total] = await Promise.all([
      deps.repo.liveNotices(f, { limit: pageSize, offset: (q.pageNo - 1) * pageSize }),
      deps.repo.countLiveNotices(f),
    ]);
    return {
      content: rows.map(announcementView),
      pageNo: q.pageNo,
      pageSize,
      totalPages: Math.ceil(total / pageSize),
      total,
    };
  }

  return { readNotice, readAnnouncements };
}

export function contentService(deps: ContentDeps) {
  const { readNotice, readAnnouncements } = contentReads(deps);
  const notice = (
    merchant: Merchant,
    q: { types: NoticeType[]; language?: string | undefined },
    member: boolean,
  ): Promise<NoticeResponse> => {
    const key = `notice|${merchant.id}|${q.language ?? ''}|${[...q.types].sort().join(',')}|${member}`;
    return deps.cache.get(key, () => readNotice(merchant, q, member));
  };
  return {
    notice,

    /**
     * The address of the first banner a page of `group` shows, if any: what the site page preloads.
     * Read as the site reads banners, without a caller (they are the same for every caller), so the
     * page and the app share one cached answer.
     */
    async firstBanner(
      merchant: Merchant,
      q: { group: BannerGroup; language: string },
    ): Promise<string | undefined> {
      const { banners } = await notice(merchant, { types: ['B'], language: q.language }, false);
      return bannersFor(banners, q.group)[0]?.url;
    },

    async announcements(
      merchant: Merchant,
      q: { type: AnnouncementKind; pageNo: number; language?: string | undefined },
      member: boolean,
    ): Promise<AnnouncementList> {
      const key = `list|${merchant.id}|${q.language ?? ''}|${q.type}|${q.pageNo}|${member}`;
      return deps.cache.get(key, () => readAnnouncements(merchant, q, member));
    },

    /**
     * A banner image: the key that always names it, and how to read its bytes (drawn art or an
     * upload). The bytes are read only when the picture renderer has not kept this picture.
     */
    async image(imageId: string): Promise<PictureSource> {
      const row = await deps.repo.image(imageId);
      if (!row) throw new AppError('CONTENT_IMAGE_NOT_FOUND');
      const contentType = row.content_type;
      const builtin = parseBuiltinKey(row.storage_key);
      // Promotion artwork is drawn too and kept with the other content images.
      const promo = parsePromoArtKey(row.storage_key);
      const load = async () => {
        if (builtin) return Buffer.from(bannerSvg(builtin.art, builtin.language));
        if (promo) return Buffer.from(promoSvg(promo));
        const bytes = await deps.storage.get(row.storage_key);
        if (!bytes) throw new AppError('CONTENT_IMAGE_NOT_FOUND');
        return bytes;
      };
      return { key: row.storage_key, load: async () => ({ bytes: await load(), contentType }) };
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
