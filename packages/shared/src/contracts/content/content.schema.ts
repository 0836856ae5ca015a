import { z } from 'zod';
import { BANNER_GROUPS, IMAGE_MAX_BYTES, NOTICE_PAGE_SIZE, PUBLICITY_PAGE_SIZE } from '../../constants.ts';
import { BUNDLED_LANGUAGES } from '../../languages.ts';
import { int, textOrNull } from '../fields.ts';

/** §2 Layout: the route groups, plus the help page's optional group. */
export const CONTENT_BANNER_GROUPS = [...BANNER_GROUPS, 'w_help'] as const;
export type ContentBannerGroup = (typeof CONTENT_BANNER_GROUPS)[number];

/** §3 announcement types: B banners, PU popup (public list), PL popup (logged-in list), PR promotion, H home notices. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The media types a staff upload may have; decided by the file's first bytes, never its label. */
export const CONTENT_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Seeded art is drawn as SVG by the platform itself; staff cannot upload SVG. */
export const CONTENT_IMAGE_TYPES = [...CONTENT_UPLOAD_TYPES, 'image/svg+xml'] as const;

const language = z
  .string()
  .regex(/^[A-Za-z]{2,3}$/)
  .transform((s) => s.toUpperCase());

/** Notice GET (§7 Common): which parts, on which platform, for which execution. */
export const noticeQuerySchema = z.object({
  types: z
    .string()
    .max(40)
    .default(NOTICE_TYPES.join(','))
    .transform((s) => s.split(',').map((t) => t.trim().toUpperCase()))
    .pipe(z.array(z.enum(NOTICE_TYPES)).min(1)),
  platform: z.enum(['web', 'h5']).default('web'),
  execution: z.enum(['B']).default('B'),
  language: language.optional(),
  merchantCode: z.string().max(64).optional(),
});

export const noticeTitleSchema = z.object({ id: z.number().int(), title: z.string() });
export const bannerSchema = z.object({
  bannerId: int,
  url: z.string(),
  groupName: z.enum(CONTENT_BANNER_GROUPS),
  /** 0 no link, 1 a path on this site, 2 an outside page in a new tab. */
  linkageType: int,
  link: textOrNull,
  title: z.string(),
});
export const announcementSchema = z.object({
  id: int,
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});

/** §3 Notice response: player (home notice titles), banners, popup (publicity), promotion. */
export const noticeResponseSchema = z.object({
  player: z.array(noticeTitleSchema),
  banners: z.array(bannerSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(noticeTitleSchema),
});
export type NoticeResponse = z.infer<typeof noticeResponseSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type Announcement = z.infer<typeof announcementSchema>;

export const ANNOUNCEMENT_KINDS = ['notice', 'publicity'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
/** Page size of each list (§9): 9 notices, 8 publicity popups. */
export const ANNOUNCEMENT_PAGE_SIZES: Record<AnnouncementKind, number> = {
  notice: NOTICE_PAGE_SIZE,
  publicity: PUBLICITY_PAGE_SIZE,
};

export const announcementListQuerySchema = z.object({
  type: z.enum(ANNOUNCEMENT_KINDS).default('notice'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  language: language.optional(),
  merchantCode: z.string().max(64).optional(),
});
export const announcementListSchema = z.object({
  content: z.array(announcementSchema),
  pageNo: int,
  pageSize: int,
  totalPages: int,
  total: int,
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;

export const contentImageParamsSchema = z.object({ imageId: z.uuid() });

// ---- Back office ----

const merchantId = z.coerce.number().int().positive();
const staffLanguage = z.enum(BUNDLED_LANGUAGES);
/** A site path (`/promotions`) or an https page; nothing else may become a link. */
const link = z
  .string()
  .max(500)
  .refine(
    (s) => /^\/(?!\/)[^\s]*$/.test(s) || /^https:\/\/[^\s]+$/.test(s),
    'A path starting with / or an https URL',
  );

export const contentImageUploadSchema = z.object({
  merchantId: merchantId.optional(),
  /** A base64 data URL; its bytes decide the type. */
  image: z
    .string()
    .min(1)
    .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 200),
});
export const contentImageSchema = z.object({
  imageId: z.string(),
  url: z.string(),
  contentType: z.string(),
  sizeBytes: int,
});
export const CONTENT_UPLOAD_BODY_LIMIT = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

export const staffContentListQuerySchema = z.object({
  merchantId: merchantId.optional(),
  language: staffLanguage.optional(),
});
export const contentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const bannerFields = {
  language: staffLanguage,
  groupName: z.enum(CONTENT_BANNER_GROUPS),
  imageId: z.uuid(),
  title: z.string().trim().min(1).max(120),
  linkageType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  link: link.nullable().default(null),
  sort: z.number().int().min(0).max(9999).default(0),
  active: z.boolean().default(true),
};
export const bannerCreateSchema = z
  .object({ merchantId: merchantId.optional(), ...bannerFields })
  .refine((b) => (b.linkageType === 0) === (b.link === null), {
    message: 'A link needs a linkage type and a linkage type needs a link',
    path: ['link'],
  });
export const bannerUpdateSchema = z
  .object({
    title: bannerFields.title,
    imageId: bannerFields.imageId,
    linkageType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    link: link.nullable(),
    sort: bannerFields.sort.unwrap(),
    active: z.boolean(),
    groupName: bannerFields.groupName,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export const staffBannerSchema = z.object({
  id: int,
  merchantId: int,
  language: z.string(),
  groupName: z.string(),
  imageId: z.string(),
  url: z.string(),
  title: z.string(),
  linkageType: int,
  link: textOrNull,
  sort: int,
  active: z.boolean(),
  updatedAt: z.string(),
});

/** notice: the home ticker and notice list; popup: the publicity popup for visitors, members or both. */
export const NOTICE_KINDS = ['notice', 'popup'] as const;
export const POPUP_AUDIENCES = ['all', 'public', 'member'] as const;
const noticeFields = {
  kind: z.enum(NOTICE_KINDS),
  audience: z.enum(POPUP_AUDIENCES).default('all'),
  language: staffLanguage,
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(5000),
  sort: z.number().int().min(0).max(9999).default(0),
  active: z.boolean().default(true),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
};
export const noticeCreateSchema = z.object({ merchantId: merchantId.optional(), ...noticeFields });
export const noticeUpdateSchema = z
  .object({
    audience: z.enum(POPUP_AUDIENCES),
    title: noticeFields.title,
    content: noticeFields.content,
    sort: noticeFields.sort.unwrap(),
    active: z.boolean(),
    publishedAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export const staffNoticeListQuerySchema = staffContentListQuerySchema.extend({
  kind: z.enum(NOTICE_KINDS).optional(),
});
export const staffNoticeSchema = z.object({
  id: int,
  merchantId: int,
  kind: z.string(),
  audience: z.string(),
  language: z.string(),
  title: z.string(),
  content: z.string(),
  sort: int,
  active: z.boolean(),
  publishedAt: z.string(),
  endsAt: textOrNull,
  updatedAt: z.string(),
});
export const deletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
