import { errorTable } from '../../error-table.ts';
/** Error codes of activity applications (docs/promotions.md, "Activity applications"). */
export const ACTIVITY_ERRORS = errorTable({
  403: {
    ACTIVITY_REWARD_ROLE: 'Only finance staff may approve with a reward',
  },
  404: {
    ACTIVITY_NOT_AVAILABLE: 'This promotion takes no applications now',
    ACTIVITY_NOT_FOUND: 'Application not found',
  },
  409: {
    ACTIVITY_ALREADY_APPLIED: 'You have already applied for this promotion',
    ACTIVITY_NOT_PENDING: 'This application has already been decided',
  },
});

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
