/** Error codes of activity applications (docs/promotions.md, "Activity applications"). */
export const ACTIVITY_ERRORS = {
  ACTIVITY_NOT_AVAILABLE: { status: 404, message: 'This promotion takes no applications now' },
  ACTIVITY_ALREADY_APPLIED: { status: 409, message: 'You have already applied for this promotion' },
  ACTIVITY_NOT_FOUND: { status: 404, message: 'Application not found' },
  ACTIVITY_NOT_PENDING: { status: 409, message: 'This application has already been decided' },
  ACTIVITY_REWARD_ROLE: { status: 403, message: 'Only finance staff may approve with a reward' },
} as const satisfies Record<string, { status: number; message: string }>;

/**
 * §4 activity states, as one member sees one promotion (the button or label of /promoDetail).
 * `coming_soon` is the spec's "coming soon".
 */
export const ACTIVITY_STATES = [
  'join',
  'claim',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'closed',
  'coming_soon',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** An application's own status: under review, refused with a reason, or accepted by staff. */
export const ACTIVITY_APPLICATION_STATUSES = ['applying', 'rejected', 'approved'] as const;
export type ActivityApplicationStatus = (typeof ACTIVITY_APPLICATION_STATUSES)[number];
