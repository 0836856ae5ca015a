import { z } from 'zod';
import { int, pageFields, pageQuery, textOrNull } from '../fields.ts';
import { staffBonusRuleSchema, staffBonusRuleUpdateSchema } from './bonus.schema.ts';
import { BONUS_GRANT_STATUSES, BONUS_KINDS } from './bonus-errors.ts';
import { PROMOTION_CATEGORIES, promotionIdParamsSchema, promotionTextSchema } from './promotions.schema.ts';

/** The drawn artwork a promotion made in the rewards screen shows (no upload needed). */
export const OFFER_ARTS = [
  'welcome',
  'signup',
  'reload',
  'cashback',
  'vip',
  'jackpot',
  'wheel',
  'bigwin',
] as const;
export type OfferArt = (typeof OFFER_ARTS)[number];

const merchantId = z.coerce.number().int().positive();
const moment = z.iso.datetime({ offset: true });
const flag = z.enum(['true', 'false']).transform((s) => s === 'true');

export const offerListQuerySchema = z.object({
  merchantId: merchantId.optional(),
  kind: z.enum(BONUS_KINDS).optional(),
  active: flag.optional(),
  ...pageQuery,
});
export const offerExportQuerySchema = offerListQuerySchema.omit({ pageNo: true, pageSize: true });
export const offerParamsSchema = promotionIdParamsSchema;

const texts = z
  .array(promotionTextSchema)
  .min(1)
  .max(7)
  .refine((t) => new Set(t.map((x) => x.language)).size === t.length, 'One text per language');
const periodOk = (p: { startsAt?: string | undefined; endsAt?: string | null | undefined }) =>
  !p.startsAt || !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt);
const periodMessage = { message: 'The end must come after the start', path: ['endsAt'] };

/** A promotion and its bonus rule made together, in one step. */
export const offerCreateSchema = z
  .object({
    merchantId: merchantId.optional(),
    category: z.enum(PROMOTION_CATEGORIES),
    art: z.enum(OFFER_ARTS),
    startsAt: moment,
    endsAt: moment.nullable().default(null),
    active: z.boolean().default(true),
    texts,
    rule: staffBonusRuleUpdateSchema,
  })
  .refine(periodOk, periodMessage);

/** What changes; `active` switches the promotion and its rule together. */
export const offerUpdateSchema = z
  .object({
    category: z.enum(PROMOTION_CATEGORIES),
    art: z.enum(OFFER_ARTS),
    startsAt: moment,
    endsAt: moment.nullable(),
    active: z.boolean(),
    texts,
    rule: staffBonusRuleUpdateSchema,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change')
  .refine(periodOk, periodMessage);

/** What members took of one promotion's bonus. */
export const offerTotalsSchema = z.object({
  joined: int,
  granted: int,
  released: int,
  /** Sum of the bonus amounts granted and released, in major units. */
  grantedAmount: z.string(),
  releasedAmount: z.string(),
});

export const offerSchema = z.object({
  id: int,
  merchantId: int,
  category: z.enum(PROMOTION_CATEGORIES),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: textOrNull,
  active: z.boolean(),
  texts: z.array(promotionTextSchema.extend({ language: z.string() })),
  rule: staffBonusRuleSchema.nullable(),
  totals: offerTotalsSchema,
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerPageSchema = z.object({
  list: z.array(offerSchema),
  ...pageFields,
  /** The totals of every promotion matching the filters, not just this page. */
  totals: offerTotalsSchema,
});

export const offerTakersQuerySchema = z.object({ ...pageQuery });
export const offerTakersExportQuerySchema = z.object({ promotionId: offerParamsSchema.shape.id });

export const offerTakerSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  joinedAt: z.string(),
  grantId: textOrNull,
  amount: textOrNull,
  currency: textOrNull,
  wageringRequired: textOrNull,
  wageringDone: textOrNull,
  /** 'met' is wagering done, waiting for its release. */
  status: z.enum([...BONUS_GRANT_STATUSES, 'met']).nullable(),
  closedAt: textOrNull,
});
export type OfferTaker = z.infer<typeof offerTakerSchema>;

export const offerTakersPageSchema = z.object({
  list: z.array(offerTakerSchema),
  ...pageFields,
  totals: offerTotalsSchema,
});
