import { errorTable } from '../../error-table.ts';
/** Error codes of points and the points mall (§3 Points, §7 Points). */
export const POINTS_ERRORS = errorTable({
  400: {
    POINTS_CONVERT_MIN: 'Below the minimum points to convert',
    POINTS_CONVERT_STEP: 'Points convert in whole steps of the conversion rate',
    POINTS_IMAGE_TYPE: 'Only png, jpg or webp images are accepted',
    POINTS_IMAGE_SIZE: 'The image must be 5 MB or smaller',
  },
  403: {
    POINTS_DISABLED: 'The points mall is not open for this brand',
  },
  404: {
    POINTS_REWARD_NOT_FOUND: 'This reward is not available',
    POINTS_REDEEM_NOT_FOUND: 'Redemption not found',
    POINTS_IMAGE_NOT_FOUND: 'Image not found',
  },
  409: {
    POINTS_INSUFFICIENT: 'Not enough points',
    POINTS_OUT_OF_STOCK: 'This reward is out of stock',
    POINTS_REDEEM_DECIDED: 'This redemption has already been decided',
  },
});

/** §4 Redeem states. */
export const REDEEM_STATUSES = ['in_process', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** The largest quantity of one reward a single redemption may take. */
export const REDEEM_MAX_QUANTITY = 99;
