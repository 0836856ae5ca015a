import { AGENT_ERRORS } from './contracts/agents/agents-errors.ts';
import { CONTENT_ERRORS } from './contracts/content/content-errors.ts';
import { MEMBER_ERRORS } from './contracts/identity/member-errors.ts';
import { PHONE_ERRORS } from './contracts/identity/phone-errors.ts';
import { ACTIVITY_ERRORS } from './contracts/rewards/activity-errors.ts';
import { BONUS_ERRORS } from './contracts/rewards/bonus-errors.ts';
import { MISSION_ERRORS } from './contracts/rewards/missions-errors.ts';
import { POINTS_ERRORS } from './contracts/rewards/points-errors.ts';
import { PROMOTION_ERRORS } from './contracts/rewards/promotion-errors.ts';
import { REBATE_ERRORS } from './contracts/rewards/rebate-errors.ts';
import { REFERRAL_ERRORS } from './contracts/rewards/referral-errors.ts';
import { MESSAGE_ERRORS } from './feedback.ts';
import { MONEY_SETTINGS_ERRORS } from './money/money-errors.ts';

/**
 * Stable machine codes of the API and the human text that goes with them.
 * The text is the spec's §8 wording where the spec has one.
 */
export const ERRORS = {
  VALIDATION: { status: 400, message: 'Invalid request' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  DOMAIN_INVALID: { status: 404, message: 'Invalid URL, please contact customer service' },
  UNAUTHORIZED: { status: 401, message: 'You are not logged in, please login' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  DEMO_ACCOUNT: { status: 403, message: 'Please Register An Account First' },
  NON_MEMBER_LOGIN: { status: 403, message: 'Non-member account unable to login' },
  LOGIN_FAILED: { status: 401, message: 'Incorrect username or password' },
  MODULE_DISABLED: { status: 403, message: 'Not enabled function, please contact customer service.' },
  NON_AGENT_LOGIN: { status: 403, message: 'Non-agents cannot log in' },
  CONFLICT: { status: 409, message: 'Conflict' },
  IDEMPOTENCY_CONFLICT: { status: 409, message: 'This request key was already used for a different request' },
  INSUFFICIENT_FUNDS: { status: 409, message: 'Insufficient balance' },
  PENDING_RESOLVED: { status: 409, message: 'This reservation is already settled' },
  // The real answer names the limit's own window (rate-limit.ts).
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later.' },
  UNKNOWN: { status: 500, message: 'Unknown error' },
  UNAVAILABLE: { status: 503, message: 'Network link is abnormal, please try again' },
  ...PHONE_ERRORS,
  ...MEMBER_ERRORS,
  ...CONTENT_ERRORS,
  ...PROMOTION_ERRORS,
  ...MESSAGE_ERRORS,
  ...POINTS_ERRORS,
  ...AGENT_ERRORS,
  ...BONUS_ERRORS,
  ...ACTIVITY_ERRORS,
  ...REBATE_ERRORS,
  ...MISSION_ERRORS,
  ...REFERRAL_ERRORS,
  ...MONEY_SETTINGS_ERRORS,
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
