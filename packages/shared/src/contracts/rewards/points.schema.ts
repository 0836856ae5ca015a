import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../constants.ts';
import { BUNDLED_LANGUAGES } from '../../languages.ts';
import { digitsId, int, languageCode, merchantCode, pageOf, pageQuery, textOrNull } from '../fields.ts';
import { amountInput, paymentPasswordInput, requestIdInput } from '../money/cashier.schema.ts';
import { REDEEM_MAX_QUANTITY, REDEEM_STATUSES } from './points-errors.ts';

const id = digitsId;
/** Points are whole numbers; far below 2^53, so JSON numbers carry them exactly. */
const points = z.number().int().min(0);
const pointsInput = z.number().int().min(1).max(1_000_000_000_000);
const page = pageQuery;
const language = languageCode;

/** §3 Points: the member's current points. */
export const pointBalanceSchema = z.object({ points });
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/** The brand's points rules as a member sees them (amounts with two decimals, §9). */
export const pointConfigSchema = z.object({
  enabled: z.boolean(),
  currency: z.string(),
  /** Valid bet amount that earns one point (the points ratio). */
  betPerPoint: z.string(),
  /** `convertPoints` points convert to `convertAmount` cash. */
  convertPoints: points,
  convertAmount: z.string(),
  minConvert: points,
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const pointRewardsQuerySchema = z.object({ language: language.optional() });

/** One reward of the points mall, named in the asked language (English when it has no such name). */
export const pointRewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: textOrNull,
  points,
  stock: z.number().int().min(0),
});
export type PointReward = z.infer<typeof pointRewardSchema>;
export const pointRewardListSchema = z.object({ list: z.array(pointRewardSchema) });

export const redeemStatusSchema = z.enum(REDEEM_STATUSES);

/** One redemption in the member's history (§4 Redeem states). */
export const pointRedeemSchema = z.object({
  id: z.string(),
  rewardId: z.string(),
  rewardName: z.string(),
  imageUrl: textOrNull,
  quantity: int,
  points,
  status: redeemStatusSchema,
  remark: textOrNull,
  createdAt: z.string(),
  decidedAt: textOrNull,
});
export type PointRedeem = z.infer<typeof pointRedeemSchema>;

export const pointRedeemListQuerySchema = z.object({
  ...page,
  status: redeemStatusSchema.optional(),
  language: language.optional(),
});
export const pointRedeemListSchema = pageOf(pointRedeemSchema);
export type PointRedeemList = z.infer<typeof pointRedeemListSchema>;

export const redeemPointRewardSchema = z.object({
  rewardId: id,
  quantity: z.number().int().min(1).max(REDEEM_MAX_QUANTITY).default(1),
  paymentPassword: paymentPasswordInput,
  requestId: requestIdInput,
  language: language.optional(),
});
export const redeemPointRewardResultSchema = z.object({
  redeem: pointRedeemSchema,
  /** The member's points after the redemption. */
  balance: points,
  replayed: z.boolean(),
});

export const convertPointSchema = z.object({
  points: pointsInput,
  paymentPassword: paymentPasswordInput,
  requestId: requestIdInput,
});
export const convertPointResultSchema = z.object({
  points,
  /** Cash credited to the wallet. */
  amount: z.string(),
  /** Points left. */
  balance: points,
  replayed: z.boolean(),
});
export type ConvertPointResult = z.infer<typeof convertPointResultSchema>;

/** What changed the points: a valid bet, a welcome grant, a redemption (or its refund), a conversion. */
export const POINT_ENTRY_KINDS = ['bet', 'welcome', 'redeem', 'redeem_refund', 'convert'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/** ODSFE2_MemTransDet: every change of the member's points, newest first. */
export const pointEntriesQuerySchema = z.object({ ...page });
export const pointEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(POINT_ENTRY_KINDS),
  delta: int,
  balanceAfter: points,
  reference: z.string(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;
export const pointEntryListSchema = pageOf(pointEntrySchema);

export const pointImageParamsSchema = z.object({ imageId: z.uuid() });
export const POINT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

// ---- back office ----

export const staffPointsQuerySchema = z.object({ merchantCode: merchantCode.optional() });

export const staffPointConfigSchema = pointConfigSchema.extend({
  merchantCode: z.string(),
  /** False until staff save the brand's rules; the values shown are then the defaults. */
  configured: z.boolean(),
});
export const staffPointConfigBodySchema = z.object({
  merchantCode: merchantCode.optional(),
  enabled: z.boolean(),
  betPerPoint: amountInput,
  convertPoints: z.number().int().min(1).max(1_000_000_000),
  convertAmount: amountInput,
  minConvert: z.number().int().min(1).max(1_000_000_000_000),
});

const rewardNames = z
  .partialRecord(z.enum(BUNDLED_LANGUAGES), z.string().trim().min(1).max(80))
  .refine((names) => names.EN !== undefined, 'names.EN: an English name is required');

export const staffPointRewardSchema = z.object({
  id: z.string(),
  names: z.partialRecord(z.enum(BUNDLED_LANGUAGES), z.string()),
  imageId: textOrNull,
  imageUrl: textOrNull,
  points,
  stock: int,
  sort: int,
  active: z.boolean(),
});
export type StaffPointReward = z.infer<typeof staffPointRewardSchema>;

const rewardFields = {
  names: rewardNames,
  imageId: z.uuid().nullable(),
  points: z.number().int().min(1).max(1_000_000_000),
  stock: z.number().int().min(0).max(1_000_000),
  sort: z.number().int().min(0).max(10_000),
  active: z.boolean(),
};
export const staffPointRewardCreateSchema = z.object({
  merchantCode: merchantCode.optional(),
  ...rewardFields,
  imageId: rewardFields.imageId.default(null),
  sort: rewardFields.sort.default(0),
  active: rewardFields.active.default(true),
});
export const staffPointRewardUpdateSchema = z
  .object(rewardFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'body: nothing to change');
export const pointIdParamsSchema = z.object({ id });

export const POINT_UPLOAD_BODY_LIMIT = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
export const staffPointImageUploadSchema = z.object({
  merchantCode: merchantCode.optional(),
  /** A base64 data URL; its bytes decide the type. */
  image: z.string().min(1).max(POINT_UPLOAD_BODY_LIMIT),
});
export const staffPointImageSchema = z.object({
  imageId: z.string(),
  url: z.string(),
  contentType: z.string(),
  sizeBytes: int,
});

export const staffPointRedeemSchema = pointRedeemSchema.extend({ username: z.string() });
export const staffPointRedeemListQuerySchema = z.object({
  merchantCode: merchantCode.optional(),
  status: redeemStatusSchema.optional(),
  ...page,
});
export const staffPointRedeemListSchema = pageOf(staffPointRedeemSchema);
export const staffRedeemDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  remark: z.string().trim().max(200).optional(),
});
