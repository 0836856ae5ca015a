import { z } from 'zod';
import { ACTIVITY_COMMENT_MAX, ACTIVITY_MAX_IMAGES } from '../../constants.ts';
import { dataUrlSchema } from '../../member.schema.ts';
import { fileAnswer } from '../contract.ts';
import { int, textOrNull } from '../fields.ts';
import { amountInput } from '../money/cashier.schema.ts';
import { ACTIVITY_APPLICATION_STATUSES, ACTIVITY_STATES } from './activity-errors.ts';

/** §5 Activity apply: a comment of at most 140 characters and at most 3 images (type and size are checked by their bytes). */
export const activityApplySchema = z.object({
  promotionId: z.coerce.number().int().positive(),
  comment: z.string().trim().max(ACTIVITY_COMMENT_MAX, `At most ${ACTIVITY_COMMENT_MAX} characters`),
  images: z
    .array(dataUrlSchema)
    .max(ACTIVITY_MAX_IMAGES, `At most ${ACTIVITY_MAX_IMAGES} images`)
    .default([]),
});
export type ActivityApplyInput = z.input<typeof activityApplySchema>;

export const activityApplicationSchema = z.object({
  id: z.string(),
  promotionId: int,
  comment: z.string(),
  imageIds: z.array(z.string()),
  status: z.enum(ACTIVITY_APPLICATION_STATUSES),
  /** The reward paid on approval, in the merchant's currency; null when none was paid. */
  rewardAmount: textOrNull,
  currency: z.string(),
  rejectReason: textOrNull,
  createdAt: z.string(),
  reviewedAt: textOrNull,
});
export type ActivityApplication = z.infer<typeof activityApplicationSchema>;

export const activityMineSchema = z.object({ list: z.array(activityApplicationSchema) });

export const activityPromotionParamsSchema = z.object({ promotionId: z.coerce.number().int().positive() });

/** One member's §4 state for one promotion; `state` is null when the promotion offers nothing to take part in. */
export const activityStateSchema = z.object({
  promotionId: int,
  state: z.enum(ACTIVITY_STATES).nullable(),
  applicationRequired: z.boolean(),
  application: activityApplicationSchema.nullable(),
});
export type ActivityStateAnswer = z.infer<typeof activityStateSchema>;

export const activityImageParamsSchema = z.object({ imageId: z.string().uuid() });
export const ACTIVITY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const activityImageAnswer = fileAnswer(ACTIVITY_IMAGE_TYPES, 'The image bytes');

export const staffActivityListQuerySchema = z.object({
  status: z.enum(ACTIVITY_APPLICATION_STATUSES).optional(),
  promotionId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const staffActivityApplicationSchema = activityApplicationSchema.extend({
  merchantId: int,
  memberId: z.string(),
  username: z.string(),
  reviewedBy: textOrNull,
});

export const activityIdParamsSchema = z.object({ id: z.coerce.bigint().positive() });

export const activityApproveSchema = z
  .object({
    /** Paid from the house to the member's cash once, with the approval. */
    rewardAmount: amountInput.optional(),
  })
  // A bodiless POST approves without a reward.
  .nullish();

export const activityRejectSchema = z.object({
  reason: z.string().trim().min(1, 'Input cannot be empty').max(500),
});

export const activitySetRequiredSchema = z.object({ applicationRequired: z.boolean() });
export const activitySetRequiredResultSchema = z.object({
  promotionId: int,
  applicationRequired: z.boolean(),
});
