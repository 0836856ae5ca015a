/** Error codes of the promotion calls. */
export const PROMOTION_ERRORS = {
  PROMOTION_NOT_FOUND: { status: 404, message: 'Promotion not found' },
} as const;
