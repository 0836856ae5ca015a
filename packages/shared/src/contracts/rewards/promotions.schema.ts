import { z } from 'zod';
import { BUNDLED_LANGUAGES } from '../../languages.ts';
import { int, textOrNull } from '../fields.ts';

/** What a promotion is about; 'new_player' ones also fill the registration page's swiper (§2). */
export const PROMOTION_CATEGORIES = ['new_player', 'deposit', 'cashback', 'rebate', 'vip', 'event'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

const language = z
  .string()
  .regex(/^[A-Za-z]{2,3}$/)
  .transform((s) => s.toUpperCase());
const merchantId = z.coerce.number().int().positive();
const moment = z.iso.datetime({ offset: true });

export const promotionListQuerySchema = z.object({
  category: z.enum(PROMOTION_CATEGORIES).optional(),
  language: language.optional(),
  merchantCode: z.string().max(64).optional(),
});
export const promotionIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const promotionDetailQuerySchema = promotionListQuerySchema.omit({ category: true });

/** §3 Promotion (id, category) with what a card shows. */
export const promotionCardSchema = z.object({
  id: int,
  category: z.enum(PROMOTION_CATEGORIES),
  language: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: textOrNull,
});
export const promotionListSchema = z.object({
  /** The categories that have a live promotion, in the fixed order (the page's tabs). */
  categories: z.array(z.enum(PROMOTION_CATEGORIES)),
  list: z.array(promotionCardSchema),
});
/** Terms are plain text: blank lines part paragraphs, lines starting "- " are list items. */
export const promotionDetailSchema = promotionCardSchema.extend({ terms: z.string() });
export type PromotionCard = z.infer<typeof promotionCardSchema>;
export type PromotionList = z.infer<typeof promotionListSchema>;
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

// ---- Back office ----

/** Markup is refused outright, so nothing a staff member types can become HTML on the site. */
const plain = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !/<\s*[a-zA-Z!/?]/.test(s), 'Plain text only: HTML tags are not allowed');

export const promotionTextSchema = z.object({
  language: z.enum(BUNDLED_LANGUAGES),
  title: plain(120),
  summary: plain(300),
  terms: plain(8000),
});
const texts = z
  .array(promotionTextSchema)
  .min(1)
  .max(BUNDLED_LANGUAGES.length)
  .refine((t) => new Set(t.map((x) => x.language)).size === t.length, 'One text per language');

const fields = {
  category: z.enum(PROMOTION_CATEGORIES),
  imageId: z.uuid(),
  startsAt: moment,
  endsAt: moment.nullable(),
  sort: z.number().int().min(0).max(9999),
  active: z.boolean(),
  texts,
};
const periodOk = (p: { startsAt?: string | undefined; endsAt?: string | null | undefined }) =>
  !p.startsAt || !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt);
const periodMessage = { message: 'The end must come after the start', path: ['endsAt'] };

export const promotionCreateSchema = z
  .object({
    merchantId: merchantId.optional(),
    ...fields,
    endsAt: fields.endsAt.default(null),
    sort: fields.sort.default(0),
    active: fields.active.default(true),
  })
  .refine(periodOk, periodMessage);
export const promotionUpdateSchema = z
  .object(fields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change')
  .refine(periodOk, periodMessage);
export const staffPromotionListQuerySchema = z.object({
  merchantId: merchantId.optional(),
  category: z.enum(PROMOTION_CATEGORIES).optional(),
});
export const staffPromotionSchema = z.object({
  id: int,
  merchantId: int,
  category: z.enum(PROMOTION_CATEGORIES),
  imageId: z.string(),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: textOrNull,
  sort: int,
  active: z.boolean(),
  texts: z.array(
    z.object({ language: z.string(), title: z.string(), summary: z.string(), terms: z.string() }),
  ),
  updatedAt: z.string(),
});
export const promotionDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
