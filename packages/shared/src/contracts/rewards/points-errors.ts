/** Error codes of points and the points mall (§3 Points, §7 Points). */
export const POINTS_ERRORS = {
  POINTS_DISABLED: { status: 403, message: 'The points mall is not open for this brand' },
  POINTS_INSUFFICIENT: { status: 409, message: 'Not enough points' },
  POINTS_REWARD_NOT_FOUND: { status: 404, message: 'This reward is not available' },
  POINTS_OUT_OF_STOCK: { status: 409, message: 'This reward is out of stock' },
  POINTS_CONVERT_MIN: { status: 400, message: 'Below the minimum points to convert' },
  POINTS_CONVERT_STEP: { status: 400, message: 'Points convert in whole steps of the conversion rate' },
  POINTS_REDEEM_NOT_FOUND: { status: 404, message: 'Redemption not found' },
  POINTS_REDEEM_DECIDED: { status: 409, message: 'This redemption has already been decided' },
  POINTS_IMAGE_TYPE: { status: 400, message: 'Only png, jpg or webp images are accepted' },
  POINTS_IMAGE_SIZE: { status: 400, message: 'The image must be 5 MB or smaller' },
  POINTS_IMAGE_NOT_FOUND: { status: 404, message: 'Image not found' },
} as const satisfies Record<string, { status: number; message: string }>;

/** §4 Redeem states. */
export const REDEEM_STATUSES = ['in_process', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** The largest quantity of one reward a single redemption may take. */
export const REDEEM_MAX_QUANTITY = 99;
